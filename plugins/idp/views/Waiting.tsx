import { spinner, visuallyHidden } from '../../../shell/ui/index.js';
import { waiting } from '../idp.css.js';

/** A spinner while the provider answers or the page leaves; `label` is read out, and shown when `visible`. */
export function Waiting({ label, visible = false }: { label: string; visible?: boolean }) {
  return (
    <div className={waiting} role="status" aria-busy="true">
      <span className={spinner} aria-hidden="true" />
      <span className={visible ? undefined : visuallyHidden}>{label}</span>
    </div>
  );
}
