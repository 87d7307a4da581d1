import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Select, Skeleton, Spin, Typography } from 'antd';
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  MAX_INTERESTS_PER_PROFILE,
  RESEARCH_INTEREST_MAX,
  RESEARCH_INTEREST_SUGGESTIONS_MAX,
  type ResearchInterest,
} from '@app/contracts/profile/http';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useReportUnsaved } from '../../../components/unsaved-changes/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { isStringList } from '../../../lib/drafts';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { sameList, useDraft } from '../../../lib/use-draft';
import { useCreateResearchInterest } from '../../../api/profile/create-research-interest';
import { useResearchInterestSuggestions } from '../../../api/profile/get-research-interests';
import { useSetResearchInterests } from '../../../api/profile/set-research-interests';
import { InterestChip } from './interest-chip';
import { SectionCard } from './section-card';

export interface ResearchInterestsCardProps {
  profileId: string;
  /** The profile's interests as last saved. */
  saved: ResearchInterest[] | undefined;
  isLoading: boolean;
}

/**
 * Pick research interests from the shared list, add new ones, and save the choice (spec 2 §2). The
 * shared list is searched as the person types (one call per pause, at most 20 suggestions); their
 * own interests come with their profile.
 */
export function ResearchInterestsCard({ profileId, saved, isLoading }: ResearchInterestsCardProps) {
  const toast = useToast();
  const failure = useFailureToast();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // Asked only once the picker is opened or typed in, never on loading the page.
  const suggestions = useResearchInterestSuggestions(typed, open || typed.trim() !== '');
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
  // Interests added here, and those picked from suggestions, keep their names for the chips after
  // the suggestions change.
  const [added, setAdded] = useState<ResearchInterest[]>([]);
  const [picked, setPicked] = useState<ResearchInterest[]>([]);
  const [newName, setNewName] = useState('');

  const names = useMemo(() => {
    const byId = new Map<string, string>();
    for (const i of [...(saved ?? []), ...added, ...picked]) byId.set(i.id, i.name);
    return byId;
  }, [saved, added, picked]);

  // The suggestions in the server's order (names starting with the text first), at most 20. The
  // chosen ones are given with their names (labelInValue), so a chip keeps its name whatever is
  // suggested.
  const options = useMemo(
    () =>
      (suggestions.data ?? [])
        .slice(0, RESEARCH_INTEREST_SUGGESTIONS_MAX)
        .map((i) => ({ value: i.id, label: i.name })),
    [suggestions.data],
  );
  const chosen = selected.map((id) => ({ value: id, label: names.get(id) ?? '' }));

  const onPick = (values: Array<{ value: string; label: ReactNode }>) => {
    const fresh = values.flatMap(({ value, label }) =>
      names.has(value) || typeof label !== 'string' ? [] : [{ id: value, name: label }],
    );
    if (fresh.length) setPicked((list) => [...list, ...fresh]);
    setSelected(values.map((v) => v.value));
  };

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
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Flex vertical gap={12}>
          {suggestions.isError ? (
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
              placeholder="Type to find existing interests"
              labelInValue
              options={options}
              value={chosen}
              onChange={onPick}
              showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
              onOpenChange={setOpen}
              notFoundContent={
                suggestions.isFetching ? (
                  <Spin size="small" />
                ) : typed.trim() ? (
                  'No interest matches; add it below'
                ) : undefined
              }
              maxCount={MAX_INTERESTS_PER_PROFILE}
              allowClear
              tagRender={InterestChip}
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
