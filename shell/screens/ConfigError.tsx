import type { CoreClient } from '../../core/client.js';
import type { WidgetStyles } from '../config.js';
import type { EntryKind } from '../registries.js';
import type { Translate } from '../strings.js';
import { logoUrl } from '../markup/logoUrl.js';
import { Heading, Stack } from '../ui/Layout.js';
import { configError, logo } from './main.css.js';
import { PoweredBy } from './Watermark.js';

/**
 * A widget whose configuration cannot run (SPEC §2 Main): the plain-text error takes the form's place only, so the
 * logo, the login header and the footer stay where the host expects them.
 */
export function ConfigError(props: { message: string; entry: EntryKind; styles: WidgetStyles; t: Translate; client: CoreClient }) {
  const { message, entry, styles, t, client } = props;
  const logoSrc = logoUrl(styles);
  return (
    <>
      <Stack>
        {logoSrc && <img className={logo} src={logoSrc} alt="" />}
        {entry === 'login' && !styles.hideHeaderText && <Heading centered>{t('main.header')}</Heading>}
        <p className={configError}>{message}</p>
      </Stack>
      <PoweredBy bootstrap={client.bootstrap.get} t={t} />
    </>
  );
}
