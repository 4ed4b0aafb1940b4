import { DataFetchError, LoginRedirectError } from '../api/errors';
import { requestJson } from '../api/request';
import type { Transport } from '../api/transport';
import { isAllowedLoginUrl, parseOriginList } from '../loginUrl';

const ALLOW = ['https://login.example.com', 'https://support.example.com'];
const SITE = 'https://www.example.com';

describe('isAllowedLoginUrl', () => {
  it.each([
    '/electronics/support/asc/login',
    '/login?returnTo=%2Felectronics%2Fsupport',
    '/sso#step=1',
    'https://login.example.com/asc?returnTo=https%3A%2F%2Fwww.example.com%2F',
    'https://LOGIN.example.com/asc',
    'https://support.example.com/',
    'https://www.example.com/account/login',
  ])('follows %s', (url) => {
    expect(isAllowedLoginUrl(url, ALLOW, SITE)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    [' javascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['//evil.example'],
    ['//evil.example/login'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/ /evil.example'],
    ['\n//evil.example'],
    ['https:evil.example'],
    ['https:/evil.example'],
    ['https://evil.example'],
    ['https://support.example.com.evil.io/login'],
    ['https://login.example.com.evil.io/'],
    ['https://evil.io/https://login.example.com'],
    ['https://login.example.com@evil.io/'],
    ['https://user:pass@login.example.com/'],
    ['https://xn--lgin-ppa.example.com/'], // punycode look-alike
    ['https://lоgin.example.com/'], // Cyrillic "о"
    ['https://login.example.com\u3002evil.io/'], // ideographic full stop
    ['https://login%2eexample.com/'],
    ['http://login.example.com/'], // allow-listed host, wrong scheme
    ['https://login.example.com:8443/'],
    ['ftp://login.example.com/'],
    ['login'],
    ['../login'],
    ['?next=/'],
    ['#login'],
    [''],
    ['/login\u2028'],
    ['/login\u00a0x'],
    ['/login\ufeff'],
  ])('refuses %j', (url) => {
    expect(isAllowedLoginUrl(url, ALLOW, SITE)).toBe(false);
  });

  it('refuses everything absolute when nothing is allow-listed and no origin is known', () => {
    expect(isAllowedLoginUrl('https://login.example.com/asc', [])).toBe(false);
    expect(isAllowedLoginUrl('/asc/login', [])).toBe(true);
  });

  it('refuses overlong URLs', () => {
    expect(isAllowedLoginUrl(`/${'a'.repeat(3000)}`, ALLOW, SITE)).toBe(false);
  });

  it('refuses values that are not strings', () => {
    expect(isAllowedLoginUrl(undefined, ALLOW)).toBe(false);
    expect(isAllowedLoginUrl(['/login'], ALLOW)).toBe(false);
  });

  it('reads the configured list as origins and drops invalid entries', () => {
    expect(parseOriginList('https://login.example.com/path, javascript:alert(1), nonsense,http://a.example:8080')).toEqual([
      'https://login.example.com',
      'http://a.example:8080',
    ]);
    expect(parseOriginList(undefined)).toEqual([]);
  });
});

describe('requestJson and a 301 with a login URL', () => {
  const answer =
    (loginUrl: string): Transport =>
    async () => ({ status: 301, headers: { 'x-login-url': loginUrl }, body: null });

  it('raises a login redirect for an allow-listed login page', async () => {
    const call = requestJson(answer('https://login.example.com/asc'), 'repairDocuments', { method: 'GET', path: '/x' }, { loginAllowedOrigins: ALLOW });
    await expect(call).rejects.toBeInstanceOf(LoginRedirectError);
  });

  it('turns a login URL off the allow-list into a failed fetch, never a redirect', async () => {
    for (const url of ['https://evil.example/login', '//evil.example', 'javascript:alert(1)']) {
      const call = requestJson(answer(url), 'repairDocuments', { method: 'GET', path: '/x' }, { loginAllowedOrigins: ALLOW });
      await expect(call).rejects.toEqual(new DataFetchError('repairDocuments', 301));
    }
  });
});
