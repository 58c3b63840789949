import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after a failure (e.g. a screen's chunk did not load). */
  fallback: ReactNode;
  /** Changing it clears the failure (the user went to another route). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedKey: string | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedKey: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: '' };
  }

  override componentDidCatch(): void {
    this.setState({ failedKey: this.props.resetKey });
  }

  override render(): ReactNode {
    const { failedKey } = this.state;
    if (failedKey !== null && (failedKey === '' || failedKey === this.props.resetKey)) return this.props.fallback;
    return this.props.children;
  }
}
