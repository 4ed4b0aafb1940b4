import type { MouseEvent, ReactNode } from 'react';
import { openPopup } from './popup';
import { useT } from './useT';

interface Props {
  href: string;
  /** The popup window's name: the same document opened twice reuses one window. */
  name: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a secondary document read alongside the page (a licence agreement), opened in a centred
 * 700 x 550 popup (docs/behaviour.md §9). It stays a real link: crawlable, openable in a new tab, and a plain
 * navigation on small screens or when a modified click (Ctrl, Shift, middle button) asks for it.
 */
export function PopupLink({ href, name, className, children }: Props) {
  const t = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (openPopup(href, name)) event.preventDefault();
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {children}
      <span className="visually-hidden"> {t('common.opensInNewWindow')}</span>
    </a>
  );
}
