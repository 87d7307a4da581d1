import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Select, Skeleton, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import {
  MAX_INTERESTS_PER_PROFILE,
  RESEARCH_INTEREST_MAX,
  type ResearchInterest,
} from '@app/contracts/profile/http';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useReportUnsaved } from '../../../components/unsaved-changes/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { isStringList } from '../../../lib/drafts';
import { sameList, useDraft } from '../../../lib/use-draft';
import { useCreateResearchInterest } from '../api/create-research-interest';
import { useResearchInterests } from '../api/get-research-interests';
import { useSetResearchInterests } from '../api/set-research-interests';
import { SectionCard } from './section-card';

export interface ResearchInterestsCardProps {
  profileId: string;
  /** The profile's interests as last saved. */
  saved: ResearchInterest[] | undefined;
  isLoading: boolean;
}

/** Pick research interests from the shared list, add new ones, and save the choice (spec 2 §2). */
export function ResearchInterestsCard({ profileId, saved, isLoading }: ResearchInterestsCardProps) {
  const toast = useToast();
  const failure = useFailureToast();
  const all = useResearchInterests();
  const create = useCreateResearchInterest();
  const save = useSetResearchInterests(profileId);
  const selectId = useId();
  const newId = useId();

  // The choice starts from what is saved and follows it until the person changes it; a refetch
  // never takes an unsaved choice away.
  const savedIds = useMemo(() => saved?.map((i) => i.id) ?? [], [saved]);
  const draft = useDraft(savedIds, sameList, {
    key: `research-interests:${profileId}`,
    isValue: isStringList,
    loaded: saved !== undefined,
  });
  const { value: selected, set: setSelected } = draft;
  useReportUnsaved('research interests', draft.dirty);
  // Interests added here show at once, before the shared list is fetched again.
  const [added, setAdded] = useState<ResearchInterest[]>([]);
  const [newName, setNewName] = useState('');

  const options = useMemo(() => {
    const byId = new Map<string, string>();
    for (const i of [...(all.data ?? []), ...(saved ?? []), ...added]) byId.set(i.id, i.name);
    return [...byId]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [all.data, saved, added]);

  // Typed or pasted past the limit, the name is kept as it is (not cut short without a word) and
  // the field says what is wrong.
  const tooLong = newName.trim().length > RESEARCH_INTEREST_MAX;
  const newHelpId = `${newId}-help`;

  const onAdd = () => {
    const name = newName.trim();
    if (!name || tooLong) return;
    create.mutate(name, {
      onSuccess: (interest) => {
        setAdded((list) => [...list, interest]);
        setSelected((ids) => (ids.includes(interest.id) ? ids : [...ids, interest.id]));
        setNewName('');
      },
      onError: (err) => failure(err, errorMessage(err, 'Failed to create research interest')),
    });
  };

  const onSave = () =>
    save.mutate(selected, {
      onSuccess: () => toast({ title: 'Success', description: 'Research interests updated successfully' }),
      // A lost session goes to sign in and comes back to the unsaved choice (kept by useDraft).
      onError: (err) => failure(err, errorMessage(err, 'Failed to update research interests')),
    });

  return (
    <SectionCard
      title="Research Interests"
      description="Choose the topics you research. Others find you by them in the network and the finders."
    >
      {isLoading || all.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Flex vertical gap={12}>
          {all.isError ? (
            <Alert type="warning" showIcon title="The list of research interests could not be loaded." />
          ) : null}
          <div>
            <label htmlFor={selectId} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
              Your research interests
            </label>
            <Select
              id={selectId}
              mode="multiple"
              style={{ width: '100%' }}
              placeholder="Pick from existing interests"
              options={options}
              value={selected}
              onChange={setSelected}
              optionFilterProp="label"
              maxCount={MAX_INTERESTS_PER_PROFILE}
              allowClear
            />
          </div>
          <div>
            <label htmlFor={newId} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
              Add a new research interest
            </label>
            <Flex gap={8} align="start">
              <Input
                id={newId}
                value={newName}
                onChange={(e) => setNewName(e.target.value)}
                onPressEnter={onAdd}
                placeholder="e.g. Learning analytics"
                count={{ show: true, max: RESEARCH_INTEREST_MAX, strategy: (text) => text.trim().length }}
                status={tooLong ? 'error' : undefined}
                aria-invalid={tooLong || undefined}
                aria-describedby={tooLong ? newHelpId : undefined}
              />
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={onAdd}
                disabled={!newName.trim() || tooLong}
                loading={create.isPending}
              >
                Add
              </Button>
            </Flex>
            {tooLong ? (
              <Typography.Text
                type="danger"
                id={newHelpId}
                role="alert"
                style={{ display: 'block', marginTop: 4 }}
              >
                A research interest can be at most {RESEARCH_INTEREST_MAX} characters
              </Typography.Text>
            ) : null}
          </div>
          <div>
            {/* Not while a new interest is being added: saving then would leave it out, yet say saved. */}
            <Button type="primary" onClick={onSave} loading={save.isPending} disabled={create.isPending}>
              Save Interests
            </Button>
          </div>
        </Flex>
      )}
    </SectionCard>
  );
}
