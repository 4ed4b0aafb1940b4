import { Component, type ReactNode } from 'react';

interface Props {
  moduleId: string;
  critical: boolean;
  /** Told when a critical module fails to render in the browser (docs/behaviour.md §8). */
  onCriticalFailure(moduleId: string, error: Error): void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * docs/behaviour.md §4 module rendering in the browser: a non-critical module that fails to render is silently
 * omitted; a critical one is reported so the page can reload with the error parameter. (On the server
 * a render failure fails the whole response, as the spec asks for critical modules.)
 */
export class ModuleBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    if (this.props.critical) this.props.onCriticalFailure(this.props.moduleId, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
