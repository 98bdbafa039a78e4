import type { ReactElement } from 'react';
import type { WalletId } from './wallets.js';

/**
 * Small marks drawn for this widget in each wallet's colour (not the wallets' own logos), so the buttons are
 * told apart at a glance. Decorative: the button's text names the wallet.
 */
const Mark = ({ className, children }: { className: string; children: ReactElement | ReactElement[] }) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

const FoxMark = () => (
  <>
    <path d="M3 3l7 5.2h4L21 3l-1.6 7.4L21 15l-3.6 5.5L12 22l-5.4-1.5L3 15l1.6-4.6z" fill="#F6851B" />
    <path d="M8.5 13.2l2 .8-2 1.2zm7 0l-2 .8 2 1.2zM10 18h4l-2 1.4z" fill="#1E1E1E" />
  </>
);

const GhostMark = () => (
  <>
    <path d="M12 3a8 8 0 0 0-8 8v9.5l2.7-1.8 2.6 1.8 2.7-1.8 2.7 1.8 2.6-1.8 2.7 1.8V11a8 8 0 0 0-8-8z" fill="#AB9FF2" />
    <ellipse cx="9.5" cy="11" rx="1.3" ry="2" fill="#fff" />
    <ellipse cx="14.5" cy="11" rx="1.3" ry="2" fill="#fff" />
  </>
);

const HullMark = () => (
  <>
    <circle cx="12" cy="12" r="10" fill="#14323F" />
    <path d="M5 12.5h14l-2.6 4.5H7.6zM11.3 5.5v6h1.4v-6l3.8 5.2h-3.8" fill="#7FE3D5" />
  </>
);

const DiamondMark = () => (
  <g fill="#F0B90B">
    <path d="M12 2.5l3 3-3 3-3-3zM12 15.5l3 3-3 3-3-3zM5.5 9l3 3-3 3-3-3zM18.5 9l3 3-3 3-3-3zM12 9l3 3-3 3-3-3z" />
  </g>
);

const RingMark = () => (
  <>
    <circle cx="12" cy="12" r="10" fill="#0052FF" />
    <rect x="8.5" y="8.5" width="7" height="7" rx="1.5" fill="#fff" />
  </>
);

/** The Ethereum chain's double diamond in the text colour, for an Ethereum wallet the widget does not know by name. */
const EtherMark = () => (
  <g fill="currentColor">
    <path d="M12 2l6.5 10.2L12 16 5.5 12.2z" />
    <path d="M12 17.4l6.5-3.8L12 22l-6.5-8.4z" opacity="0.6" />
  </g>
);

/** Three slanted bars in the text colour, Solana's shape, for a Solana wallet the widget does not know by name. */
const BarsMark = () => (
  <g fill="currentColor">
    <path d="M7 4.5h14l-3 3H4z" />
    <path d="M4 10.5h14l3 3H7z" opacity="0.6" />
    <path d="M7 16.5h14l-3 3H4z" />
  </g>
);

/** A wallet outline in the text colour: the button to the wallets that did not fit on Main. */
const WalletMark = () => (
  <path
    d="M5 5h12a2 2 0 0 1 2 2v1h-2V7H5v10h12v-1h2v1a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm8 4h8v6h-8a3 3 0 0 1 0-6zm0 2a1 1 0 0 0 0 2h6v-2z"
    fill="currentColor"
  />
);

const MARKS: Record<WalletId, () => ReactElement> = {
  metamask: FoxMark,
  phantom: GhostMark,
  vessel: HullMark,
  binance: DiamondMark,
  coinbase: RingMark,
  otherEthereum: EtherMark,
  otherSolana: BarsMark,
};

export const OtherWalletsIcon = ({ className }: { className: string }) => (
  <Mark className={className}>
    <WalletMark />
  </Mark>
);

export function WalletIcon({ wallet, className }: { wallet: WalletId; className: string }) {
  const Drawn = MARKS[wallet];
  return (
    <Mark className={className}>
      <Drawn />
    </Mark>
  );
}
