/** The captcha's picture, apart from the session's code, so the demo build can draw its first one in Node. */

/**
 * The demo build's first captcha: index.html's login frame shows it as a static image
 * (demo-files/captcha.svg, drawn by the build) before the mock has started, and the mock
 * issues it when it starts, so the code typed from that image signs in (README "Performance").
 */
export const DEMO_FIRST_CAPTCHA = 'K7PX';

const WIDTH = 120;
const HEIGHT = 40;
const COLOURS = ['#1f4fd1', '#b23a48', '#2a7f62', '#7a4fb8', '#c0641a'];

const between = (min: number, max: number) => min + (crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32) * (max - min);
const pick = <T>(items: T[]) => items[Math.floor(between(0, items.length))]!;

/** An SVG of the code: each character turned and shifted a little, over light lines and dots. */
export function drawCaptcha(code: string): string {
  const noise: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    noise.push(
      `<path d="M${between(0, 20).toFixed(1)} ${between(5, 35).toFixed(1)} Q${between(40, 80).toFixed(1)} ${between(0, 40).toFixed(1)} ${between(100, 120).toFixed(1)} ${between(5, 35).toFixed(1)}" stroke="${pick(COLOURS)}" stroke-opacity="0.35" stroke-width="1" fill="none"/>`,
    );
  }
  for (let i = 0; i < 24; i += 1) {
    noise.push(`<circle cx="${between(0, WIDTH).toFixed(1)}" cy="${between(0, HEIGHT).toFixed(1)}" r="1" fill="${pick(COLOURS)}" fill-opacity="0.4"/>`);
  }
  const glyphs = [...code].map((char, index) => {
    const x = 16 + index * 26 + between(-3, 3);
    const y = 28 + between(-4, 4);
    const angle = between(-25, 25);
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" font-family="Verdana, Arial, sans-serif" font-size="24" font-weight="700" fill="${pick(COLOURS)}">${char}</text>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6fb"/>${noise.join('')}${glyphs.join('')}</svg>`
  );
}

