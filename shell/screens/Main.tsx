import { Fragment, useId, type ReactNode } from 'react';
import { LoginForm } from '../form/LoginForm.js';
import { useRuntime } from '../runtime/context.js';
import { logoUrl } from '../markup/logoUrl.js';
import { useWidgetState } from '../runtime/hooks.js';
import { ErrorBanner } from '../ui/ErrorBanner.js';
import { Slot } from '../ui/Slot.js';
import { Divider, Heading, Stack } from '../ui/Layout.js';
import { useWidgetStyles } from '../theme/stylesContext.js';
import { logo } from './main.css.js';
import { PluginBoundary } from './PluginBoundary.js';

type Block = { kind: 'buttons' | 'form'; key: string; node: ReactNode };

/**
 * Sections follow the order of `products`; the shared form appears once, where its first
 * contributor is listed; an 'or' divider separates a button block from the form.
 */
function useBlocks(errorId: string): { leading: ReactNode[]; blocks: Block[] } {
  const { plugins, loginMethods } = useRuntime();
  const leading: ReactNode[] = [];
  const blocks: Block[] = [];
  let formPlaced = false;
  for (const plugin of plugins) {
    const section = plugin.mainSection;
    const node = section && (
      <PluginBoundary part={`Main section of "${plugin.id}"`} fallback={null}>
        <section.component />
      </PluginBoundary>
    );
    if (section?.group === 'leading') leading.push(<Fragment key={plugin.id}>{node}</Fragment>);
    if (section?.group === 'buttons') blocks.push({ kind: 'buttons', key: plugin.id, node });
    if (plugin.loginMethods && loginMethods.length > 0 && !formPlaced) {
      formPlaced = true;
      blocks.push({ kind: 'form', key: 'form', node: <LoginForm errorId={errorId} /> });
    }
  }
  return { leading, blocks };
}

export function MainScreen() {
  const { plugins } = useRuntime();
  const Whole = plugins.find((p) => p.mainSection?.group === 'whole')?.mainSection?.component;
  return Whole ? <Whole /> : <SectionedMain />;
}

function SectionedMain() {
  const { t } = useRuntime();
  const styles = useWidgetStyles();
  const errorId = useId();
  const error = useWidgetState((s) => s.errorMessage);
  const { leading, blocks } = useBlocks(errorId);
  const logoSrc = logoUrl(styles);
  return (
    <Stack>
      {logoSrc && <img className={logo} src={logoSrc} alt="" />}
      {!styles.hideHeaderText && <Heading centered>{t('main.header')}</Heading>}
      {leading}
      {blocks.map((block, i) => {
        const previous = blocks[i - 1];
        return (
          <Fragment key={block.key}>
            {previous && previous.kind !== block.kind && <Divider />}
            {block.node}
          </Fragment>
        );
      })}
      <Slot name="mainEnd" />
      {error && <ErrorBanner id={errorId} message={error.message} />}
    </Stack>
  );
}
