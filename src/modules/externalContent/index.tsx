import { SESSION_MARKER_COOKIE } from '../../shared/ascPortal';
import { EmbeddedHtml } from '../shell/ui/EmbeddedHtml';
import { useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { MODULE_IDS, canSeeExternalContent, visibleWhen } from '../shell/visibility';

const PAGES = new Set(['homeRepair', 'categoryRepair']);

/** The session cookie is HttpOnly; its readable marker tells the browser that a session exists. */
function hasSessionCookie(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim() === `${SESSION_MARKER_COOKIE}=1`);
}

function ExternalContent() {
  const t = useT();
  const set = useAppSelector((s) => s.externalContent);
  if (set.hasError || !set.data) return null;
  return (
    <aside className="module external-content" aria-label={t('asc.externalContent.title')}>
      <EmbeddedHtml html={set.data} />
    </aside>
  );
}

/**
 * The portal's embedded HTML (docs/behaviour.md §7 externalLinkContent): its quick links. docs/behaviour.md §6: shown with the
 * access-level-content setting plus the access-level and session cookies (client only), or in the
 * ASC portal with the embed-link-header setting. The service serves it to signed-in visitors only.
 */
export const externalContentModule: ModuleDefinition = {
  id: MODULE_IDS.externalContent,
  queryParams: [],
  isVisible: visibleWhen({ id: MODULE_IDS.externalContent }, (page) => PAGES.has(page.type) && canSeeExternalContent(page, { hasSessionCookie: hasSessionCookie() })),
  Component: ExternalContent,
};
