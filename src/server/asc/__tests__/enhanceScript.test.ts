import { serialiseState } from '../../ssr/document';
import { enhanceScript } from '../enhanceScript';

/*
 * The sign-in page's inline script is a string written in TypeScript: a backslash lost to the template
 * literal turns it into a syntax error in the browser, and the page silently falls back to the plain
 * form post. It must at least parse, and refuse a `/\` redirect as it refuses `//`.
 */
describe('the sign-in page script', () => {
  const script = enhanceScript(serialiseState({ api: '/api/content/support/asc/auth', messages: { submit: 'Sign in' } }));

  it('is valid JavaScript', () => {
    expect(() => new Function(script)).not.toThrow();
  });

  it('compares the second character of a redirect with one backslash', () => {
    expect(script).toContain("json.redirect.charAt(1) !== '\\\\'");
  });
});
