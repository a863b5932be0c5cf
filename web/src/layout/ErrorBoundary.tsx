import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  /** When this value changes (for example the path), a failed view is reset. */
  resetKey?: unknown;
  /** Called before the view is shown again after 'Try Again'. */
  onReset?: () => void;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches unexpected failures of the views below it and shows the generic error screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected error in the view', error, info.componentStack);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return <ErrorScreen onRetry={this.reset} />;
    return this.props.children;
  }
}
