import type { TFunction } from '../../shared/i18n/translator';
import type { AscUser } from '../../shared/content/ascTypes';
import { ascLoginPath, ascLogoutPath, portalHome, returnToIn } from '../../shared/ascPortal';
import { API_BASE } from '../../shared/api/transport';
import { supportPath } from '../../shared/links';
import { LANGUAGE_PREFIXES, htmlLang, type Locale } from '../../shared/locale';
import { escapeHtml, serialiseState, type Assets } from '../ssr/document';
import { enhanceScript } from './enhanceScript';

/**
 * The service-centre sign-in and sign-out pages: small server-rendered documents outside the
 * React app (there is nothing to hydrate), styled by the site's stylesheet. The form works without
 * script; with script it signs in through the JSON API and shows errors without a reload.
 */
export type LoginMessage = 'invalid' | 'missing' | 'tooMany' | 'crossSite' | 'failed';

export interface LoginView {
  kind: 'login';
  returnTo?: string;
  username?: string;
  error?: LoginMessage;
  /** Shown after a sign-out. */
  signedOut?: boolean;
  /** The visitor already holds a session. */
  user?: AscUser;
}

export interface LogoutView {
  kind: 'logout';
  user?: AscUser;
  returnTo?: string;
  /** Nobody is signed in (asked with GET): nothing to sign out of. */
  notSignedIn?: boolean;
  /** Why a sign-out sent was not done: refused as cross-site (403), or the service failed. */
  error?: 'forbidden' | 'failed';
}

export interface PageParts {
  locale: Locale;
  t: TFunction;
  assets: Assets;
  nonce: string;
  staticBase: string;
}

const LANGUAGE_NAMES: Record<Locale, string> = { en_GB: 'English', de_DE: 'Deutsch', fr_FR: 'Français' };

function withReturnTo(path: string, returnTo: string | undefined): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

function header(parts: PageParts, pathOf: (locale: Locale) => string): string {
  const { t, locale } = parts;
  const languages = Object.values(LANGUAGE_PREFIXES)
    .map(
      (l) =>
        `<li><a href="${escapeHtml(pathOf(l))}" lang="${l.slice(0, 2)}"${l === locale ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[l]}</a></li>`,
    )
    .join('');
  return [
    `<a class="skip-link" href="#main">${escapeHtml(t('site.skipToContent'))}</a>`,
    '<header class="site-header"><div class="site-header__inner">',
    `<a href="${escapeHtml(supportPath(locale))}" class="brand" aria-label="${escapeHtml(t('site.home'))}">`,
    '<svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="currentColor" /><path d="M9 22 16 8l7 14h-4l-3-6.5L13 22z" fill="#fff" /></svg>',
    `<span class="brand__name">${escapeHtml(t('site.brand'))}</span><span class="brand__section">${escapeHtml(t('site.support'))}</span></a>`,
    `<nav aria-label="${escapeHtml(t('site.language'))}" class="language-switch"><ul>${languages}</ul></nav>`,
    '</div></header>',
  ].join('');
}

function roleLabel(t: TFunction, user: AscUser): string {
  return t(`asc.account.role_${user.role}`);
}

function loginBody(parts: PageParts, view: LoginView): string {
  const { t, locale } = parts;
  const back = view.returnTo ?? supportPath(locale);
  const eyebrow = `<p class="asc-login__eyebrow">${escapeHtml(t('asc.portal'))}</p>`;
  if (view.user) {
    return [
      eyebrow,
      `<h1 id="asc-login-title">${escapeHtml(t('asc.login.title'))}</h1>`,
      `<p>${escapeHtml(t('asc.login.signedInAs', { name: view.user.displayName }))} <span class="asc-login__role">${escapeHtml(roleLabel(t, view.user))}</span></p>`,
      '<div class="asc-login__actions">',
      `<a class="button" href="${escapeHtml(view.returnTo ?? portalHome(locale, view.user.role))}">${escapeHtml(t('asc.login.continue'))}</a>`,
      `<form method="post" action="${escapeHtml(ascLogoutPath(locale))}"><button class="button button--secondary" type="submit">${escapeHtml(t('asc.account.signOut'))}</button></form>`,
      '</div>',
    ].join('');
  }
  const error = view.error ? escapeHtml(t(`asc.login.${view.error}`)) : '';
  const invalid = view.error === 'invalid' || view.error === 'missing' ? ' aria-invalid="true"' : '';
  return [
    eyebrow,
    `<h1 id="asc-login-title">${escapeHtml(t('asc.login.title'))}</h1>`,
    `<p class="asc-login__intro">${escapeHtml(t('asc.login.intro'))}</p>`,
    view.signedOut ? `<p class="asc-login__status" role="status">${escapeHtml(t('asc.logout.done'))}</p>` : '',
    `<div id="asc-login-error" class="asc-login__error" role="alert"${error ? '' : ' hidden'}>${error}</div>`,
    `<form id="asc-login-form" class="asc-login__form" method="post" action="${escapeHtml(ascLoginPath(locale))}">`,
    view.returnTo ? `<input type="hidden" name="returnTo" value="${escapeHtml(view.returnTo)}">` : '',
    `<input type="hidden" name="locale" value="${escapeHtml(locale)}">`,
    '<div class="form-field">',
    `<label class="form-field__label" for="asc-username">${escapeHtml(t('asc.login.username'))}</label>`,
    `<input id="asc-username" class="form-field__input" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="100" value="${escapeHtml(view.username ?? '')}"${invalid}${view.username ? '' : ' autofocus'}>`,
    '</div>',
    '<div class="form-field">',
    `<label class="form-field__label" for="asc-password">${escapeHtml(t('asc.login.password'))}</label>`,
    `<input id="asc-password" class="form-field__input" name="password" type="password" autocomplete="current-password" required maxlength="200"${invalid}${view.username ? ' autofocus' : ''}>`,
    '</div>',
    `<button class="button" type="submit">${escapeHtml(t('asc.login.submit'))}</button>`,
    '</form>',
    `<p class="hint">${escapeHtml(t('asc.login.help'))}</p>`,
    `<p><a href="${escapeHtml(back)}">${escapeHtml(t('asc.login.back'))}</a></p>`,
  ].join('');
}

function logoutBody(parts: PageParts, view: LogoutView): string {
  const { t, locale } = parts;
  const heading = [`<p class="asc-login__eyebrow">${escapeHtml(t('asc.portal'))}</p>`, `<h1 id="asc-login-title">${escapeHtml(t('asc.logout.title'))}</h1>`];
  if (view.notSignedIn) {
    return [
      ...heading,
      `<p role="status">${escapeHtml(t('asc.logout.notSignedIn'))}</p>`,
      '<div class="asc-login__actions">',
      `<a class="button" href="${escapeHtml(withReturnTo(ascLoginPath(locale), view.returnTo))}">${escapeHtml(t('asc.signIn.action'))}</a>`,
      `<a class="button button--secondary" href="${escapeHtml(view.returnTo ?? supportPath(locale))}">${escapeHtml(t('asc.login.back'))}</a>`,
      '</div>',
    ].join('');
  }
  return [
    ...heading,
    view.error ? `<p class="asc-login__error" role="alert">${escapeHtml(t(`asc.logout.${view.error}`))}</p>` : '',
    view.user ? `<p>${escapeHtml(t('asc.login.signedInAs', { name: view.user.displayName }))}</p>` : '',
    `<p>${escapeHtml(t('asc.logout.confirm'))}</p>`,
    `<form method="post" action="${escapeHtml(ascLogoutPath(locale))}" class="asc-login__actions">`,
    view.returnTo ? `<input type="hidden" name="returnTo" value="${escapeHtml(view.returnTo)}">` : '',
    `<button class="button" type="submit">${escapeHtml(t('asc.logout.submit'))}</button>`,
    `<a class="button button--secondary" href="${escapeHtml(view.returnTo ?? supportPath(locale))}">${escapeHtml(t('asc.login.back'))}</a>`,
    '</form>',
  ].join('');
}

export function renderAscPage(parts: PageParts, view: LoginView | LogoutView): string {
  const { t, locale, assets, nonce, staticBase } = parts;
  const title = view.kind === 'login' ? t('asc.login.title') : t('asc.logout.title');
  const pathOf = (l: Locale) => withReturnTo(view.kind === 'login' ? ascLoginPath(l) : ascLogoutPath(l), view.returnTo && returnToIn(l, view.returnTo));
  const main = view.kind === 'login' ? loginBody(parts, view) : logoutBody(parts, view);
  const styles = assets.styles.map((f) => `<link rel="stylesheet" href="${staticBase}/${escapeHtml(f)}">`).join('');
  const messages = {
    submitting: t('asc.login.submitting'),
    submit: t('asc.login.submit'),
    invalid: t('asc.login.invalid'),
    missing: t('asc.login.missing'),
    tooMany: t('asc.login.tooMany'),
    crossSite: t('asc.login.crossSite'),
    failed: t('asc.login.failed'),
  };
  const enhance =
    view.kind === 'login' && !view.user
      ? `<script nonce="${nonce}">${enhanceScript(serialiseState({ api: `${API_BASE}/asc/auth`, messages }))}</script>`
      : '';
  return [
    '<!doctype html>',
    `<html lang="${htmlLang(locale)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${title} | ${t('site.name')}`)}</title>`,
    '<meta name="theme-color" content="#0b3d91">',
    `<link rel="icon" href="${staticBase}/favicon.svg" type="image/svg+xml">`,
    styles,
    '</head>',
    `<body data-locale="${escapeHtml(locale)}">`,
    header(parts, pathOf),
    '<main id="main" tabindex="-1" class="page page--asc-login">',
    `<section class="module asc-login" aria-labelledby="asc-login-title">${main}</section>`,
    '</main>',
    `<footer class="site-footer"><p>${escapeHtml(t('site.footer'))}</p></footer>`,
    enhance,
    '</body>',
    '</html>',
  ].join('');
}
