import { Button, Flex, Skeleton } from 'antd';
import { useMemo } from 'react';
import { MAX_CODES_PER_SCHEME, type ProfileForCode } from '@app/contracts/profile/http';
import { ForCodePicker } from '../../../components/for-code-picker/for-code-picker';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useReportUnsaved } from '../../../components/unsaved-changes/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { isStringList } from '../../../lib/drafts';
import { sameItems, useDraft } from '../../../lib/use-draft';
import { useSetClassificationCodes } from '../../../api/profile/set-classification-codes';
import { SectionCard } from './section-card';

export interface ForCodesCardProps {
  profileId: string;
  saved: ProfileForCode[] | undefined;
  isLoading: boolean;
}

/** Choose the profile's Fields of Research codes in the FoR tree (spec 2 §2). */
export function ForCodesCard({ profileId, saved, isLoading }: ForCodesCardProps) {
  const toast = useToast();
  const failure = useFailureToast();
  const save = useSetClassificationCodes(profileId);
  // Follows the saved codes until the person ticks something; a refetch keeps unsaved ticks.
  const savedCodes = useMemo(() => saved?.map((c) => c.code) ?? [], [saved]);
  const draft = useDraft(savedCodes, sameItems, {
    key: `for-codes:${profileId}`,
    isValue: isStringList,
    loaded: saved !== undefined,
  });
  const { value: selected, set: setSelected } = draft;
  useReportUnsaved('Fields of Research codes', draft.dirty);

  const onSave = () =>
    save.mutate(selected, {
      onSuccess: () =>
        toast({ title: 'Success', description: 'Fields of Research codes updated successfully' }),
      onError: (err) => failure(err, errorMessage(err, 'Failed to update classification codes')),
    });

  return (
    <SectionCard
      title="Fields of Research"
      description="Tick the ANZSRC 2020 divisions, groups and fields that describe your research. Search by code or title."
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : (
        <Flex vertical gap={12}>
          <ForCodePicker value={selected} onChange={setSelected} max={MAX_CODES_PER_SCHEME} />
          <div>
            <Button type="primary" onClick={onSave} disabled={selected.length === 0} loading={save.isPending}>
              Save FoR Codes
            </Button>
          </div>
        </Flex>
      )}
    </SectionCard>
  );
}
