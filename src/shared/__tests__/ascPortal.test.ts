import { ascLoginUrl, safeReturnTo } from '../ascPortal';

describe('returnTo after sign-in', () => {
  it.each([
    '//evil.example',
    '//evil.example/electronics/support',
    '/\\evil.example',
    '/\\/evil.example/electronics/support',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'https://evil.example/electronics/support',
    'http://localhost/electronics/support',
    'data:text/html,hi',
    '/electronics/support/../../admin',
    '/electronicsXsupport',
    '/elsewhere',
    '/electronics/support\n/evil',
    ' /electronics/support',
    '/electronics/support/asc/login',
    '/de/electronics/support/asc/login?returnTo=x',
    '',
    'x'.repeat(2000),
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it.each([
    ['/electronics/support', '/electronics/support'],
    ['/electronics/support/tv/at-55x89j/repair-documents', '/electronics/support/tv/at-55x89j/repair-documents'],
    ['/de/electronics/support/results?query=hdmi%20arc', '/de/electronics/support/results?query=hdmi%20arc'],
    ['/electronics/support/./tv', '/electronics/support/tv'],
  ])('keeps the site path %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it('refuses anything that is not a string', () => {
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(['/electronics/support'])).toBeNull();
  });

  it('builds the login URL of the locale, dropping an unsafe returnTo', () => {
    expect(ascLoginUrl('/electronics/support/tv')).toBe('/electronics/support/asc/login?returnTo=%2Felectronics%2Fsupport%2Ftv');
    expect(ascLoginUrl('//evil.example', 'de_DE')).toBe('/de/electronics/support/asc/login');
  });
});
