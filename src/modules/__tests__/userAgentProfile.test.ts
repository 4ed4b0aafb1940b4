import { preferredSoftwareIndex } from '../softwareDetails/preferredPlatform';
import { operatingSystemOf } from '../banners/bannerRules';
import { isMobile } from '../downloads/load';
import { userAgentProfile } from '../../shared/userAgentProfile';

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'curl/8.5.0',
  '',
];
const SOFTWARE = ['Windows 11', 'macOS 14', 'Linux', 'Android 14'].map((system) => ({ operatingSystems: [system] })) as never;

describe('user-agent profile (the page cache key and the agent of an anonymous render)', () => {
  it.each(AGENTS)('gives every page reader the same answer as the full agent: %s', (agent) => {
    const profile = userAgentProfile(agent);
    expect(isMobile(profile)).toBe(isMobile(agent));
    expect(preferredSoftwareIndex(SOFTWARE, profile)).toBe(preferredSoftwareIndex(SOFTWARE, agent));
    expect(operatingSystemOf({ query: {}, userAgent: profile })).toBe(operatingSystemOf({ query: {}, userAgent: agent }));
  });

  it('maps many agents onto a handful of profiles', () => {
    expect(new Set(AGENTS.map(userAgentProfile)).size).toBeLessThan(AGENTS.length);
    expect(userAgentProfile(AGENTS[0])).toBe(userAgentProfile(AGENTS[0].replace('131.0.0.0', '129.0.1.2')));
  });
});
