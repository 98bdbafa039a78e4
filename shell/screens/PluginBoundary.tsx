import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the broken part. */
  fallback: ReactNode;
  /** Names the part in the console, e.g. 'screen "WandSpell"'. */
  part: string;
  children: ReactNode;
}

/**
 * A plugin component that throws while rendering takes down only its own part of the widget, not the whole
 * mount: the host keeps a widget the user can go back from.
 */
export class PluginBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`latch: the ${this.props.part} failed to render`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
