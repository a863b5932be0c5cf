import Button from '@mui/material/Button';
import { buyButton } from '../../../../domain/content/buy-button';
import { contentTexts } from '../../i18n/content';

/**
 * The buy button (spec §2): 'Enroll Free', 'Enroll for N tokens', or 'No Tokens' / 'Insufficient
 * Tokens' disabled; 'Enroll Free (Sponsored)' when a sponsor's pool pays the price. While the
 * balance is unknown a priced content reads as affordable: the server has the last word.
 */
export function EnrollButton({
  price,
  balance,
  title,
  sponsored = false,
  busy = false,
  onClick,
  fullWidth,
  size = 'medium',
}: {
  price: number;
  balance: number | null;
  title: string;
  /** A sponsor's pool pays the price (access info). */
  sponsored?: boolean;
  busy?: boolean;
  onClick(): void;
  fullWidth?: boolean;
  size?: 'small' | 'medium' | 'large';
}) {
  const button = buyButton({ price, tokenBalance: balance ?? Math.max(price, 0), sponsored });
  return (
    <Button
      variant="contained"
      color={price <= 0 || sponsored ? 'success' : 'primary'}
      size={size}
      fullWidth={fullWidth}
      disabled={button.disabled || busy}
      onClick={onClick}
      aria-label={contentTexts.card.enrollIn(button.label, title)}
      data-testid="enroll-button"
      data-price={price}
      data-sponsored={sponsored}
    >
      {button.label}
    </Button>
  );
}
