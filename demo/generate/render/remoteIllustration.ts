/**
 * A product-shot style drawing of a remote control (400 x 400, like the product images): the body,
 * the power button, a navigation ring and, depending on the remote, a number pad or a microphone.
 */
export type RemoteStyle = 'universal' | 'learning' | 'voice' | 'basic' | 'receiver' | 'soundbar';

const BODY: Record<RemoteStyle, { fill: string; width: number; height: number }> = {
  universal: { fill: '#23262d', width: 104, height: 330 },
  learning: { fill: '#2f3440', width: 110, height: 340 },
  voice: { fill: '#1b1d22', width: 92, height: 300 },
  basic: { fill: '#2a2c31', width: 96, height: 290 },
  receiver: { fill: '#33363d', width: 104, height: 320 },
  soundbar: { fill: '#3a3d44', width: 80, height: 230 },
};

function circle(cx: number, cy: number, r: number, fill: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
}

export function remoteIllustration(style: RemoteStyle, label: string): string {
  const body = BODY[style];
  const x = 200 - body.width / 2;
  const y = 200 - body.height / 2;
  const parts: string[] = [
    `<rect x="${x}" y="${y}" width="${body.width}" height="${body.height}" rx="${body.width / 2.6}" fill="${body.fill}"/>`,
    // A soft highlight along one edge, as on a product photo.
    `<rect x="${x + 8}" y="${y + 14}" width="6" height="${body.height - 28}" rx="3" fill="#ffffff" opacity="0.08"/>`,
    circle(200, y + 30, 10, '#d63a3a'),
  ];
  const navY = style === 'soundbar' ? y + 90 : y + 110;
  parts.push(circle(200, navY, 30, '#4a4f5a'), circle(200, navY, 12, '#6b7280'));
  if (style === 'voice') parts.push(circle(200, y + 62, 8, '#8fa9d6'));
  if (style === 'universal' || style === 'learning' || style === 'receiver' || style === 'basic') {
    const rows = style === 'basic' ? 3 : 4;
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < 3; col += 1) parts.push(circle(176 + col * 24, navY + 60 + row * 24, 8, '#5b606b'));
    }
  }
  if (style === 'learning') parts.push(`<rect x="178" y="${y + 52}" width="44" height="14" rx="7" fill="#3f7de0"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${label.replace(/[<>&"]/g, '')}">`,
    '<rect width="400" height="400" fill="#f4f6f9"/>',
    `<ellipse cx="200" cy="${y + body.height + 14}" rx="${body.width / 1.6}" ry="8" fill="#000" opacity="0.08"/>`,
    ...parts,
    '</svg>',
  ].join('');
}
