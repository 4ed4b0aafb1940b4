import content from '../../content/portalContentText.json';
/**
 * The service-centre portal's quick links (external HTML content, docs/behaviour.md §7 externalLinkContent), per
 * site language. Links point at the portal's partner systems and at the site's repair pages.
 */
export interface PortalLinksText {
  title: string;
  intro: string;
  links: Array<{ label: string; href: string; note: string }>;
  hotline: string;
}

export const PORTAL_LINKS: Readonly<Record<'en' | 'de' | 'fr', PortalLinksText>> = content.PORTAL_LINKS as Readonly<
  Record<'en' | 'de' | 'fr', PortalLinksText>
>;
