import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { AxeViolation } from './axe';
import type { Catalogue } from './catalogue';
import { Session, VIEWPORTS, type ConsoleFilter, type Viewport } from './session';

export interface AxeRecord {
  pageType: string;
  url: string;
  viewport: string;
  blocking: AxeViolation[];
  other: AxeViolation[];
}

export interface StepRecord {
  name: string;
  ok: boolean;
  error?: string;
}

/** What a run found, for the summary and e2e-report.json. */
export class Report {
  readonly steps = new Map<string, StepRecord[]>();
  readonly axe: AxeRecord[] = [];
  readonly notCovered: string[] = [];
  readonly notes: string[] = [];
  readonly cls: Array<{ where: string; value: number }> = [];
  readonly screenshots: string[] = [];
}

export interface FlowContext {
  context: BrowserContext;
  origin: string;
  catalogue: Catalogue;
  report: Report;
  screenshotsDir: string;
  consoleFilter: ConsoleFilter;
  /** A fresh tab (its own session storage), closed when the flow ends. */
  newSession(viewport?: Viewport): Promise<Session>;
  /** Runs one named check; a failure is recorded and the flow goes on with its next step. */
  step(name: string, run: () => Promise<void>): Promise<boolean>;
  screenshot(session: Session, name: string): Promise<void>;
}

export interface Flow {
  name: string;
  /** What a reader of the report learns this flow proves. */
  covers: string;
  run(ctx: FlowContext): Promise<void>;
}

export async function runFlow(
  flow: Flow,
  base: Omit<FlowContext, 'newSession' | 'step' | 'screenshot'>,
): Promise<StepRecord[]> {
  const steps: StepRecord[] = [];
  const sessions: Session[] = [];
  const ctx: FlowContext = {
    ...base,
    async newSession(viewport = VIEWPORTS.desktop) {
      const session = await Session.open(base.context, base.origin, viewport, base.consoleFilter);
      sessions.push(session);
      return session;
    },
    async step(name, run) {
      try {
        await run();
        steps.push({ name, ok: true });
        console.log(`    \u2713 ${name}`);
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        steps.push({ name, ok: false, error: message });
        console.log(`    \u2717 ${name}\n      ${message.split('\n').join('\n      ')}`);
        return false;
      }
    },
    async screenshot(session, name) {
      fs.mkdirSync(base.screenshotsDir, { recursive: true });
      const file = path.join(base.screenshotsDir, `${name}.png`);
      await session.page.screenshot({ path: file, fullPage: true });
      base.report.screenshots.push(path.relative(process.cwd(), file));
    },
  };
  console.log(`\n\u25b6 ${flow.name}: ${flow.covers}`);
  try {
    await flow.run(ctx);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    steps.push({ name: 'flow aborted', ok: false, error: message });
    console.log(`    \u2717 flow aborted\n      ${message}`);
  } finally {
    for (const session of sessions) await session.close().catch(() => undefined);
    await base.context.clearCookies();
  }
  base.report.steps.set(flow.name, steps);
  return steps;
}
