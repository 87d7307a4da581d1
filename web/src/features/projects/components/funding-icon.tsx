import { DollarOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';

/** Shown on cards of projects that need funding; the amount, when given, on hover and for screen readers. */
export function FundingIcon({
  fundingRequired,
  fundingAmount,
}: {
  fundingRequired: boolean;
  fundingAmount: string | null;
}) {
  if (!fundingRequired) return null;
  const label = fundingAmount ? `Funding required: ${fundingAmount}` : 'Funding required';
  return (
    <Tooltip title={label}>
      <span role="img" aria-label={label} tabIndex={0} style={{ color: '#d97706', display: 'inline-flex' }}>
        <DollarOutlined aria-hidden />
      </span>
    </Tooltip>
  );
}
