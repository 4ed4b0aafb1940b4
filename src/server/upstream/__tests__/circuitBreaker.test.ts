import { CircuitBreaker, CircuitOpenError } from '../circuitBreaker';

function breakerWithClock(failureThreshold = 3, cooldownMs = 1000) {
  let now = 0;
  const breaker = new CircuitBreaker('http://content.example', { failureThreshold, cooldownMs, now: () => now });
  return { breaker, advance: (ms: number) => (now += ms) };
}

const fail = (b: CircuitBreaker) => b.acquire()('failure');
const succeed = (b: CircuitBreaker) => b.acquire()('success');

describe('CircuitBreaker', () => {
  it('opens after the threshold of consecutive failures and then refuses calls at once', () => {
    const { breaker } = breakerWithClock(3);
    fail(breaker);
    fail(breaker);
    expect(breaker.state).toBe('closed');
    fail(breaker);
    expect(breaker.state).toBe('open');
    expect(() => breaker.acquire()).toThrow(CircuitOpenError);
  });

  it('counts only consecutive failures: a success in between starts again', () => {
    const { breaker } = breakerWithClock(3);
    fail(breaker);
    fail(breaker);
    succeed(breaker);
    fail(breaker);
    fail(breaker);
    expect(breaker.state).toBe('closed');
  });

  it('lets exactly one trial call through after the cool-down; its success closes the circuit', () => {
    const { breaker, advance } = breakerWithClock(1, 1000);
    fail(breaker);
    advance(999);
    expect(() => breaker.acquire()).toThrow(CircuitOpenError);
    advance(1);
    expect(breaker.state).toBe('half-open');
    const trial = breaker.acquire();
    expect(() => breaker.acquire()).toThrow(CircuitOpenError);
    trial('success');
    expect(breaker.state).toBe('closed');
    expect(() => succeed(breaker)).not.toThrow();
  });

  it('opens again for a whole cool-down when the trial fails', () => {
    const { breaker, advance } = breakerWithClock(2, 1000);
    fail(breaker);
    fail(breaker);
    advance(1000);
    fail(breaker);
    expect(breaker.state).toBe('open');
    expect(breaker.retryInMs()).toBe(1000);
  });

  it('neither opens nor closes on a neutral outcome (the caller gave up), and frees the trial slot', () => {
    const { breaker, advance } = breakerWithClock(1, 1000);
    fail(breaker);
    advance(1000);
    breaker.acquire()('neutral');
    expect(breaker.state).toBe('half-open');
    expect(() => breaker.acquire()).not.toThrow();
  });

  it('reports when a call may be tried again', () => {
    const { breaker, advance } = breakerWithClock(1, 5000);
    fail(breaker);
    advance(2000);
    try {
      breaker.acquire();
      throw new Error('expected the circuit to be open');
    } catch (error) {
      expect(error).toBeInstanceOf(CircuitOpenError);
      expect((error as CircuitOpenError).retryInMs).toBe(3000);
    }
  });
});
