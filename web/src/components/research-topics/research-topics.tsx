import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ResearchTopic, ResearchTopics } from '@app/contracts/profile/research-topics';

export const RESEARCH_TOPICS_TITLE = 'Research topics (from publications)';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** "4 works", "1 work". */
const worksText = (count: number) => `${count} work${count === 1 ? '' : 's'}`;

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** On the researcher's own profile: each topic can be hidden from matching, and shown again. */
export interface TopicVisibility {
  onHide(topic: ResearchTopic): void;
  onShow(topic: ResearchTopic): void;
  /** The topic whose change is on its way (its button waits). */
  pendingId?: string | null;
}

function TopicTag({ topic, hidden = false }: { topic: ResearchTopic; hidden?: boolean }) {
  return (
    <Tag
      color={hidden ? 'default' : 'geekblue'}
      style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
      title={[topic.field, topic.subfield].filter(Boolean).join(' › ')}
    >
      {topic.name} <Typography.Text type="secondary">· {worksText(topic.count)}</Typography.Text>
    </Tag>
  );
}

/**
 * What a researcher publishes on, as OpenAlex classifies their works: each topic with how many of
 * their works carry it, and the source and date in small print. Kept apart from the interests the
 * researcher chose. Without an OpenAlex author there are no topics, and it says so. On their own
 * profile (`visibility`), each topic has "Hide" (not matched on, not shown to others), and the
 * hidden ones are listed apart with "Show".
 */
export function ResearchTopicList({
  topics,
  visibility,
}: {
  topics: ResearchTopics | null | undefined;
  visibility?: TopicVisibility;
}) {
  const hidden = visibility ? (topics?.hidden ?? []) : [];
  if (!topics || (topics.topics.length === 0 && hidden.length === 0)) {
    return (
      <Typography.Text type="secondary">
        No research topics: OpenAlex has no publications of this researcher yet.
      </Typography.Text>
    );
  }
  const button = (topic: ResearchTopic, hide: boolean) => (
    <Button
      type="link"
      size="small"
      icon={hide ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
      aria-label={`${hide ? 'Hide' : 'Show'} ${topic.name}`}
      loading={visibility?.pendingId === topic.id}
      disabled={Boolean(visibility?.pendingId) && visibility?.pendingId !== topic.id}
      onClick={() => (hide ? visibility?.onHide(topic) : visibility?.onShow(topic))}
      style={{ paddingInline: 4 }}
    >
      {hide ? 'Hide' : 'Show'}
    </Button>
  );
  return (
    <Flex vertical gap={6}>
      {visibility && (
        <Typography.Text type="secondary">
          Hide a topic you do not want to be matched on: others will not see it, and it stays hidden when your
          topics are refreshed.
        </Typography.Text>
      )}
      {topics.topics.length > 0 ? (
        <Flex gap={6} wrap component="ul" style={listStyle} aria-label="Research topics">
          {topics.topics.map((t) => (
            <li key={t.id}>
              <Flex align="center" gap={2}>
                <TopicTag topic={t} />
                {visibility && button(t, true)}
              </Flex>
            </li>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">All your research topics are hidden.</Typography.Text>
      )}
      {hidden.length > 0 && (
        <>
          <Typography.Text strong id="hidden-research-topics">
            Hidden (not matched on, not shown to others)
          </Typography.Text>
          <Flex gap={6} wrap component="ul" style={listStyle} aria-labelledby="hidden-research-topics">
            {hidden.map((t) => (
              <li key={t.id}>
                <Flex align="center" gap={2}>
                  <TopicTag topic={t} hidden />
                  {button(t, false)}
                </Flex>
              </li>
            ))}
          </Flex>
        </>
      )}
      <Typography.Text type="secondary" style={{ fontSize: '0.8em' }}>
        Topics: {topics.source}, {dateFormat.format(new Date(topics.fetchedAt))}
      </Typography.Text>
    </Flex>
  );
}
