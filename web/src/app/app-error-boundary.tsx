import { Component, type ErrorInfo, type ReactNode } from 'react';

import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-reload';
import { reportError } from '@/lib/error-reporting';

type Props = { children: ReactNode };
type State = { error: unknown; hasError: boolean };

/**
 * The last line of defence, around the router and providers. Route errors are handled by the
 * router's own error page; this catches what breaks outside it, so it uses no router or head APIs.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError(window.location.pathname)) return;
    reportError(error, { source: 'app-error-boundary', componentStack: info.componentStack });
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <main id="main" className="app-crash">
        <h1>
          <span className="error-page__status">500</span> Server Error
        </h1>
        <p>We are experiencing technical difficulties. Please try again later.</p>
        <p>
          <a className="button button--primary" href="/">
            Go Home
          </a>
        </p>
      </main>
    );
  }
}
