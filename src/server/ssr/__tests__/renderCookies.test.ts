import fs from 'node:fs';
import path from 'node:path';
import { NGP_LOCALE_COOKIE } from '../../../shared/api/transport';
import { SESSION_COOKIE } from '../../content/access/sessions';
import { UI_COOKIES } from '../../content/access/signIn';
import { carriesRenderCookie, RENDER_COOKIES } from '../renderCookies';

const SERVER = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the cookies that make a page render for its visitor (ADR 015 update)', () => {
  it('name every cookie the server reads from a Cookie header, so no visitor is given a copy made without it', () => {
    // Every read of a cookie by name on the server goes through cookieValues(header, NAME).
    const read = new Set<string>();
    for (const file of sourceFiles(SERVER)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/cookieValues\([^,]+,\s*([A-Za-z_]+)\)/g)) read.add(match[1]);
    }
    // A new reader fails here until its cookie joins RENDER_COOKIES and this map.
    expect([...read].sort()).toEqual(['NGP_LOCALE_COOKIE', 'SESSION_COOKIE']);
    for (const name of [NGP_LOCALE_COOKIE, SESSION_COOKIE, ...UI_COOKIES]) expect(RENDER_COOKIES.has(name)).toBe(true);
  });

  it('are found among other cookies by exact name', () => {
    expect(carriesRenderCookie(undefined)).toBe(false);
    expect(carriesRenderCookie('_ga=GA1.1.1; _gid=GA1.1.2')).toBe(false);
    expect(carriesRenderCookie('_ga=GA1.1.1;lite=crm')).toBe(true);
    expect(carriesRenderCookie(' asc_session=abc ')).toBe(true);
    // Another application's cookie whose name merely contains or resembles one of ours.
    expect(carriesRenderCookie('my_portal=x; Portal=x; xlite=1')).toBe(false);
    expect(carriesRenderCookie('portal')).toBe(true);
  });
});
