/** Raised instead of calling an upstream whose circuit is open. */
export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';
  constructor(
    readonly upstream: string,
    /** Milliseconds until the next trial request is let through. */
    readonly retryInMs: number,
  ) {
    super(`The content API at ${upstream} is failing; calls are paused for ${Math.ceil(retryInMs / 1000)} s`);
  }
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long the circuit stays open before one trial request is let through. */
  cooldownMs: number;
  now?: () => number;
}

/**
 * A failing upstream gets a rest instead of every page render's calls: after `failureThreshold`
 * consecutive failures the circuit opens and calls fail at once; after `cooldownMs` exactly one
 * trial call goes through (half-open); its success closes the circuit, its failure opens it again.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private current: CircuitState = 'closed';
  private trialInFlight = false;
  private readonly now: () => number;

  constructor(
    readonly upstream: string,
    private readonly options: CircuitBreakerOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.current === 'open' && this.now() - this.openedAt >= this.options.cooldownMs) return 'half-open';
    return this.current;
  }

  /** Milliseconds until a trial call is possible (0 when the circuit lets calls through). */
  retryInMs(): number {
    if (this.current !== 'open') return 0;
    return Math.max(0, this.options.cooldownMs - (this.now() - this.openedAt));
  }

  /**
   * Asks to make one call. Returns a settle function to report the outcome with, or throws
   * CircuitOpenError. `settle('neutral')` (the caller gave up, say) neither closes nor opens.
   */
  acquire(): (outcome: 'success' | 'failure' | 'neutral') => void {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.trialInFlight)) {
      throw new CircuitOpenError(this.upstream, Math.max(this.retryInMs(), 1000));
    }
    const isTrial = state === 'half-open';
    if (isTrial) this.trialInFlight = true;
    let settled = false;
    return (outcome) => {
      if (settled) return;
      settled = true;
      if (isTrial) this.trialInFlight = false;
      if (outcome === 'success') this.onSuccess();
      else if (outcome === 'failure') this.onFailure(isTrial);
    };
  }

  private onSuccess(): void {
    this.failures = 0;
    this.current = 'closed';
  }

  private onFailure(isTrial: boolean): void {
    this.failures += 1;
    if (isTrial || this.failures >= this.options.failureThreshold) {
      this.current = 'open';
      this.openedAt = this.now();
    }
  }
}
