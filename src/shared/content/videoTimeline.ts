/**
 * The parts of a support video: its introduction (the summary), one part per step and the closing tip, each an
 * equal share of the clip's running time. The demo clips are cut the same way (a title card, one scene per step,
 * a tip card; docs/decisions/037-demo-video-clips.md), so the captions, the chapters track and the chapter links
 * of the page all agree with what is on screen.
 */
export interface VideoPart {
  kind: 'intro' | 'step' | 'tip';
  /** 1-based step number of a 'step' part. */
  step?: number;
  text: string;
  /** Seconds from the start of the clip. */
  start: number;
  end: number;
}

export function videoParts(duration: number, summary: string, steps: readonly string[], tip: string): VideoPart[] {
  const parts: Omit<VideoPart, 'start' | 'end'>[] = [
    ...(summary.trim() ? [{ kind: 'intro' as const, text: summary.trim() }] : []),
    ...steps.map((text, i) => ({ kind: 'step' as const, step: i + 1, text: text.trim() })),
    ...(tip.trim() ? [{ kind: 'tip' as const, text: tip.trim() }] : []),
  ];
  if (!(duration > 0) || parts.length === 0) return [];
  const share = duration / parts.length;
  // Rounded to milliseconds, WebVTT's precision; the last part ends exactly at the end of the clip.
  const at = (i: number) => (i === parts.length ? duration : Math.round(i * share * 1000) / 1000);
  return parts.map((part, i) => ({ ...part, start: at(i), end: at(i + 1) }));
}

/** 75 -> '1:15', for chapter links next to the transcript. */
export function clockTime(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
