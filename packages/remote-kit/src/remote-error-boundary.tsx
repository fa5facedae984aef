import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { UnavailablePanel } from '@xchange/ui';

interface BoundaryProps {
  name: string;
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[remote ${this.props.name}] a page failed to render`, error, info.componentStack);
  }

  override componentDidUpdate(prev: BoundaryProps) {
    // Navigating away from a broken page gives the next page a fresh start.
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Same test id as the shell's panel for a remote that failed to load.
    return (
      <div data-testid="remote-unavailable">
        <UnavailablePanel />
      </div>
    );
  }
}

/** Shows the friendly "temporarily unavailable" panel when a page of this remote throws; the shell keeps working. */
export function RemoteErrorBoundary({ name, children }: { name: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary name={name} resetKey={pathname}>
      {children}
    </Boundary>
  );
}
