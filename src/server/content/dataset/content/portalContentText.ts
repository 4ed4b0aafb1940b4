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

export const PORTAL_LINKS: Readonly<Record<'en' | 'de' | 'fr', PortalLinksText>> = {
  en: {
    title: 'Service centre tools',
    intro: 'Quick links to the systems you use every day. Your portal sign-in also signs you in to these.',
    links: [
      { label: 'Spare parts ordering', href: 'https://parts.aurora-service.example/orders', note: 'Same-day dispatch for orders placed by 15:00 CET.' },
      { label: 'Warranty claims', href: 'https://claims.aurora-service.example/', note: 'Submit repairs within 30 days of completion.' },
      { label: 'Training calendar', href: 'https://academy.aurora-service.example/calendar', note: 'Classroom and online courses with certification.' },
      { label: 'Repair documents', href: '/electronics/support/repair-documents', note: 'What’s new, service manuals and technical news.' },
    ],
    hotline: 'Technical hotline for service centres: +44 20 7946 0321, Monday to Friday, 08:00–18:00.',
  },
  de: {
    title: 'Werkzeuge für Servicecenter',
    intro: 'Direkte Links zu den Systemen, die Sie täglich nutzen. Ihre Portal-Anmeldung gilt auch dort.',
    links: [
      { label: 'Ersatzteilbestellung', href: 'https://parts.aurora-service.example/orders', note: 'Versand am selben Tag bei Bestellung bis 15:00 Uhr MEZ.' },
      { label: 'Garantieanträge', href: 'https://claims.aurora-service.example/', note: 'Reparaturen innerhalb von 30 Tagen nach Abschluss einreichen.' },
      { label: 'Schulungskalender', href: 'https://academy.aurora-service.example/calendar', note: 'Präsenz- und Online-Kurse mit Zertifizierung.' },
      { label: 'Reparaturdokumente', href: '/de/electronics/support/repair-documents', note: 'Neuigkeiten, Servicehandbücher und technische Informationen.' },
    ],
    hotline: 'Technische Hotline für Servicecenter: +49 30 901820 77, Montag bis Freitag, 08:00–18:00 Uhr.',
  },
  fr: {
    title: 'Outils des centres de service',
    intro: 'Accès direct aux systèmes que vous utilisez chaque jour. Votre connexion au portail vous y connecte aussi.',
    links: [
      { label: 'Commande de pièces', href: 'https://parts.aurora-service.example/orders', note: 'Expédition le jour même pour toute commande avant 15 h (HEC).' },
      { label: 'Demandes de garantie', href: 'https://claims.aurora-service.example/', note: 'Déclarez les réparations dans les 30 jours suivant leur fin.' },
      { label: 'Calendrier des formations', href: 'https://academy.aurora-service.example/calendar', note: 'Formations en salle et en ligne avec certification.' },
      { label: 'Documents de réparation', href: '/fr/electronics/support/repair-documents', note: 'Nouveautés, manuels de service et actualités techniques.' },
    ],
    hotline: 'Hotline technique des centres de service : +33 1 70 36 42 18, du lundi au vendredi, de 8 h à 18 h.',
  },
};
