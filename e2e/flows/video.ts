import assert from 'node:assert/strict';
import { assertClean } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';

/** What the player reports from inside the page. */
interface PlayerState {
  currentTime: number;
  duration: number;
  paused: boolean;
  tracks: { kind: string; language: string; mode: string; cues: number; active: string[] }[];
}

const playerState = (): PlayerState => {
  const video = document.querySelector('video') as HTMLVideoElement;
  return {
    currentTime: video.currentTime,
    duration: video.duration,
    paused: video.paused,
    tracks: [...video.textTracks].map((track) => ({
      kind: track.kind,
      language: track.language,
      mode: track.mode,
      cues: track.cues?.length ?? 0,
      active: [...(track.activeCues ?? [])].map((cue) => (cue as VTTCue).text),
    })),
  };
};

/** A tutorial from a product page's cards to its own page, played in Chromium with German captions on. */
export const videoFlow: Flow = {
  name: 'video',
  covers:
    'product page "Play video" card -> the video page in the site chrome (German): the WebM clip plays in Chromium, captions on by default with cues, a chapter link seeks, byte ranges answered with 206',
  async run(ctx) {
    const { product } = ctx.catalogue;
    const s = await ctx.newSession(VIEWPORTS.desktop);
    await s.goto(`/de${BASE}/${product.categoryName}/${product.name}`);

    await ctx.step('"Play video" on a card opens the video page inside the site, not the bare clip', async () => {
      const play = s.page.locator('a.video-card__play').first();
      const href = (await play.getAttribute('href')) ?? '';
      assert.match(href, /\/articles\/\d+$/, `the card links to the video page (${href})`);
      await play.click();
      await s.page.waitForURL(`**${href}`);
      await s.page.locator('video').waitFor();
      assert.ok(await s.page.locator('header').first().isVisible(), 'the site header is there');
      assert.equal(await s.page.locator('video').getAttribute('preload'), 'metadata');
    });

    await ctx.step('the clip plays with German captions on: time runs and a caption cue is active', async () => {
      // A reload so the player starts from the server's HTML (metadata, tracks) as a visitor arriving from a link would.
      await s.goto(new URL(s.page.url()).pathname);
      await s.page.waitForFunction(() => {
        const video = document.querySelector('video') as HTMLVideoElement;
        return video.readyState >= 1 && (video.textTracks[0]?.cues?.length ?? 0) > 0;
      });
      const before = await s.page.evaluate(playerState);
      assert.equal(before.duration > 14 && before.duration < 16, true, `a 15 s clip (${before.duration})`);
      assert.deepEqual(
        before.tracks.map((t) => [t.kind, t.language]),
        [
          ['captions', 'de'],
          ['chapters', 'de'],
        ],
      );
      assert.equal(before.tracks[0].mode, 'showing', 'captions are on by default');
      assert.equal(before.tracks[0].cues, 5, 'five caption cues: introduction, three steps, tip');
      // Browsers load a chapters track only when a script asks for it.
      await s.page.evaluate(() => {
        (document.querySelector('video') as HTMLVideoElement).textTracks[1].mode = 'hidden';
      });
      await s.page.waitForFunction(() => ((document.querySelector('video') as HTMLVideoElement).textTracks[1].cues?.length ?? 0) === 5);
      // The second chapter link: a visitor's click seeks to step 1 and plays.
      await s.page.locator('a.video-transcript__seek').nth(1).click();
      await s.page.waitForFunction(() => {
        const video = document.querySelector('video') as HTMLVideoElement;
        // activeCues follows the playback position on the media element's own clock: wait for it to settle.
        return !video.paused && video.currentTime > 3.5 && video.textTracks[0].activeCues?.length === 1;
      });
      const playing = await s.page.evaluate(playerState);
      assert.ok(playing.currentTime > 3, `playing from step 1 (${playing.currentTime})`);
      assert.equal(playing.tracks[0].active.length, 1, 'one caption on screen');
      assert.match(playing.tracks[0].active[0], /^1\. /, `the caption of step 1: ${playing.tracks[0].active[0]}`);
      assert.equal(await s.page.locator('.video-transcript__part[aria-current="true"]').count(), 1, 'the transcript marks the part playing');
      await ctx.screenshot(s, 'video-page-playing');
      assertClean(s, 'the video page');
    });

    await ctx.step('the clip is WebM, answered in byte ranges for seeking', async () => {
      const src = (await s.page.locator('video source').getAttribute('src')) ?? '';
      const part = await fetch(`${ctx.origin}${src}`, { headers: { Range: 'bytes=0-1023' } });
      assert.equal(part.status, 206);
      assert.equal(part.headers.get('content-type'), 'video/webm');
      assert.match(part.headers.get('content-range') ?? '', /^bytes 0-1023\/\d+$/);
      assert.equal((await part.arrayBuffer()).byteLength, 1024);
    });

    const phone = await ctx.newSession(VIEWPORTS.phone);
    await ctx.step('on a phone the player fits the screen', async () => {
      await phone.goto(new URL(s.page.url()).pathname);
      const box = await phone.page.locator('video').boundingBox();
      assert.ok(box && box.width <= VIEWPORTS.phone.width && box.width > 300, `player width ${box?.width}`);
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, 'no horizontal scrolling');
      await ctx.screenshot(phone, 'video-page-phone');
    });
  },
};
