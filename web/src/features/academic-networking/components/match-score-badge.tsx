import { Tag } from 'antd';
import { matchScoreColor, matchScorePercent } from './match-score';

/**
 * antd's yellow tag writes #d4b106 on #feffe6 (contrast 2.0): its darker yellow (yellow-9) keeps
 * the spec's yellow and reads at 5.2:1, above WCAG AA's 4.5.
 */
const READABLE_YELLOW_TEXT = '#876800';

/** The score as "85% match", coloured by threshold (the number is always written, so colour is not the only signal). */
export function MatchScoreBadge({ score }: { score: number }) {
  const percent = matchScorePercent(score);
  const color = matchScoreColor(score);
  return (
    <Tag
      color={color}
      style={{
        marginInlineEnd: 0,
        fontWeight: 600,
        ...(color === 'yellow' && { color: READABLE_YELLOW_TEXT }),
      }}
      aria-label={`Match score ${percent}%`}
    >
      {percent}% match
    </Tag>
  );
}
