import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children once they threw; `reset` renders the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** When this changes (the location's key: any navigation), a caught error is forgotten. */
  resetKey: unknown;
}

interface ErrorBoundaryState {
  /** What the children threw (boxed: anything can be thrown, undefined included); null while they render. */
  caught: { error: unknown } | null;
  resetKey: unknown;
}

/** Shows `fallback` when its children throw while rendering, until the next navigation or a reset. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { caught: { error } };
  }

  /** A navigation clears the error before rendering, so the new page renders rather than the old error. */
  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  private reset = () => this.setState({ caught: null });

  override render() {
    const { caught } = this.state;
    return caught ? this.props.fallback(caught.error, this.reset) : this.props.children;
  }
}
