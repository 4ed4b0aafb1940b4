/** Update feeds, the "Follow updates" control and the page descriptions search engines show. */
export const followEn = {
  title: 'Follow updates',
  intro: 'Get new firmware, downloads, manuals and alerts for {{name}} in your feed reader.',
  howTo:
    'Copy the address of the feed link above (right-click or long-press it, then “Copy link”) into a feed reader such as Feedly, Thunderbird or Outlook. The reader checks the feed for you and shows each new update with its date, version and checksum.',
  howToTitle: 'How to subscribe',
  feedLink: 'Atom feed of {{name}}',
  categoryFeedLink: 'Atom feed of everything in {{name}}',
  feedTitle: 'Updates for {{name}} | Aurora Support',
  feedSubtitle: 'New firmware, downloads, manuals, news and alerts for {{name}}.',
  kind: {
    firmware: 'Firmware',
    download: 'Download',
    manual: 'Manual',
    news: 'News',
    alert: 'Alert',
  },
  version: 'Version {{version}}',
  checksum: 'SHA-256: {{sha256}}',
  file: 'File: {{fileName}} ({{size}})',
  description: {
    home: 'Manuals, firmware and software downloads, FAQs and repair help for Aurora products.',
    product: 'Support for {{name}}: manuals, firmware and software downloads, FAQs and help.',
    category: 'Support for {{name}}: find your model for manuals, downloads and help.',
    results: 'Search results for “{{query}}” in Aurora support: manuals, downloads and FAQs.',
    download: '{{title}}: download it with its release notes, version and SHA-256 checksum.',
    tool: '{{title}} – Aurora support tool.',
    generic: '{{title}} – Aurora support.',
  },
};
