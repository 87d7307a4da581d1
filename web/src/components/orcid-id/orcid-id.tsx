import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { env } from '../../config/env';

/**
 * An ORCID iD linking to its public ORCID page, with a "Verified" mark when its holder proved it
 * (signed in with ORCID or through ORCID's own sign-in) rather than typing it.
 */
export function OrcidId({ orcidId, verified }: { orcidId: string; verified?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
      <a
        href={env.orcidProfileUrl(orcidId)}
        target="_blank"
        rel="noreferrer"
        aria-label={`ORCID iD ${orcidId} (opens ORCID in a new tab)`}
      >
        {orcidId}
      </a>
      {verified ? (
        <Tooltip title="Proven by signing in with ORCID">
          <Tag
            color="green"
            icon={<SafetyCertificateOutlined aria-hidden />}
            style={{ marginInlineEnd: 0 }}
            tabIndex={0}
          >
            Verified
          </Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}
