import type { Request } from 'express';

/**
 * The origin absolute addresses (canonical links, hreflang, sitemaps, feeds) are written with.
 * PUBLIC_ORIGIN wins; without it the request's own protocol and host are used, but only a host that
 * looks like one, so a forged Host header cannot put an arbitrary address into a page.
 */
export function parsePublicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) origin such as https://support.example.com, not '${value}'`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) origin such as https://support.example.com, not '${value}'`);
  }
  return url.origin;
}

const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9a-f:.]{2,45}\](:\d{1,5})?$/i;

export function requestOrigin(req: Request, configured: string | undefined): string {
  if (configured) return configured;
  const host = req.get('host') ?? '';
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}
