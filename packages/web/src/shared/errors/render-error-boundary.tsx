import { Component, type ErrorInfo, type ReactNode } from 'react';

type TProps = {
  fallback: ReactNode;
  children: ReactNode;
  /** When it changes (another route), a failed part tries again; its children are not remounted otherwise. */
  resetKey?: string;
};

/** A part of a screen that fails to render shows its fallback; the rest of the screen stays usable. */
// React catches render errors only in class components (getDerivedStateFromError has no hook equivalent).
export class RenderErrorBoundary extends Component<TProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: TProps) {
    if (this.state.hasFailed && previous.resetKey !== this.props.resetKey) this.setState({ hasFailed: false });
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
