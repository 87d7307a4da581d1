import { useState } from 'react';
import type { ResearchTopic, ResearchTopics } from '@app/contracts/profile/research-topics';
import { useSetResearchTopicVisibility } from '../../../api/profile/set-research-topic-visibility';
import { ResearchTopicList } from '../../../components/research-topics/research-topics';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';

/** The researcher's own topics, each with "Hide" (not matched on, not shown to others) or "Show". */
export function OwnResearchTopics({ topics }: { topics: ResearchTopics | null | undefined }) {
  const toast = useToast();
  const change = useSetResearchTopicVisibility();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const set = (topic: ResearchTopic, hidden: boolean) => {
    setPendingId(topic.id);
    change.mutate(
      { topicId: topic.id, hidden },
      {
        onSuccess: () =>
          toast({
            title: hidden ? 'Topic hidden' : 'Topic shown again',
            description: hidden
              ? `${topic.name} is no longer matched on or shown to others.`
              : `${topic.name} is matched on and shown again.`,
          }),
        onError: (err) =>
          toast({
            title: hidden ? 'Could not hide the topic' : 'Could not show the topic',
            description: errorMessage(err, 'Please try again.'),
            variant: 'destructive',
          }),
        onSettled: () => setPendingId(null),
      },
    );
  };
  return (
    <ResearchTopicList
      topics={topics}
      visibility={{
        onHide: (t) => set(t, true),
        onShow: (t) => set(t, false),
        pendingId,
      }}
    />
  );
}
