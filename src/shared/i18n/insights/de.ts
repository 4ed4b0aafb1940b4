import type { PartialInsightsStrings } from './en';

export const insightsDe: PartialInsightsStrings = {
  title: 'Sucheinblicke',
  intro:
    'Wonach Besucher auf der Support-Website gesucht haben, was nichts gefunden hat und was niemand geöffnet hat. Suchanfragen werden kleingeschrieben und ohne überzählige Leerzeichen gezählt, getrennt nach Sprache.',
  filter: {
    label: 'Suchen auf',
    all: 'Allen Sprachen',
    en_GB: 'Englisch (UK)',
    de_DE: 'Deutsch',
    fr_FR: 'Französisch',
    submit: 'Anzeigen',
  },
  windows: {
    last7: 'Letzte 7 Tage',
    last30: 'Letzte 30 Tage',
  },
  totals: {
    label: 'Summen',
    searches: 'Suchen',
    zeroResults: 'Nichts gefunden',
    opens: 'Geöffnete Ergebnisse',
  },
  chart: {
    title: 'Suchen pro Tag, letzte 30 Tage',
    description: '{{searches}} Suchen in 30 Tagen, davon fanden {{zero}} nichts. Stärkster Tag: {{day}} mit {{count}} Suchen.',
    empty: 'Keine Suchen in den letzten 30 Tagen.',
    searches: 'Suchen',
    zeroResults: 'Nichts gefunden',
    asTable: 'Zahlen als Tabelle anzeigen',
    day: 'Tag',
  },
  lists: {
    top: 'Häufigste Suchanfragen',
    topIntro: 'Die häufigsten Suchen der letzten 30 Tage.',
    zero: 'Suchen ohne Ergebnis',
    zeroIntro: 'Die Liste der Inhaltslücken: Jede Suchanfrage verweist auf die Suche auf der Website, um sie nach neuen Inhalten erneut zu prüfen.',
    unopened: 'Ergebnisse, die niemand geöffnet hat',
    unopenedIntro: 'Suchen mit Ergebnissen, von denen keines geöffnet wurde: Die Ergebnisse beantworten die Frage vielleicht nicht.',
    empty: 'Für diesen Zeitraum gibt es nichts anzuzeigen.',
  },
  columns: {
    query: 'Suchanfrage',
    language: 'Sprache',
    searches7: 'Suchen (7 Tage)',
    searches30: 'Suchen (30 Tage)',
    zero7: 'Nichts gefunden (7 Tage)',
    zero30: 'Nichts gefunden (30 Tage)',
    opens30: 'Geöffnet (30 Tage)',
    opened: 'Am häufigsten geöffnet',
    helpfulness: 'Hilfreich',
    helpfulnessValue: '{{helpful}} von {{total}}',
  },
  searchLink: '„{{query}}“ auf der Website suchen ({{language}})',
  generated: 'Stand {{time}} (Tage in UTC).',
  signIn: {
    title: 'Als Kundendienst-Mitarbeiter anmelden',
    text: 'Sucheinblicke sind für Mitarbeitende des Aurora-Kundendienstes. Melden Sie sich mit Ihrem Agentenkonto an, um sie zu sehen.',
  },
  forbidden: 'Sucheinblicke sind für Mitarbeitende des Kundendienstes. Ihr Konto kann sie nicht sehen.',
  failed: 'Die Sucheinblicke konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  noneOpened: '—',
};
