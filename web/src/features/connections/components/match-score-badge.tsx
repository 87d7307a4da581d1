import { Tag } from 'antd';
import { matchScoreColor, matchScorePercent } from './match-score';

/** The score as "85% match", coloured by threshold (the number is always written, so colour is not the only signal). */
export function MatchScoreBadge({ score }: { score: number }) {
  const percent = matchScorePercent(score);
  return (
    <Tag
      color={matchScoreColor(score)}
      style={{ marginInlineEnd: 0, fontWeight: 600 }}
      aria-label={`Match score ${percent}%`}
    >
      {percent}% match
    </Tag>
  );
}
