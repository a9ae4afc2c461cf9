import { TALENT_MESSAGES } from '@kweli/shared';
import { useState } from 'react';
import { useToast } from '../../../components/toast.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { useSaveCandidate } from '../api/saved-talent.ts';
import { useT } from '../texts.ts';

/** Save on a search result or a profile; once saved it reads "Saved" and cannot be pressed again. */
export function SaveCandidateButton({
  candidateId,
  name,
  saved,
  onSessionExpired,
}: {
  candidateId: number;
  name: string;
  saved: boolean;
  onSessionExpired: (error: unknown) => boolean;
}) {
  const t = useT();
  const toast = useToast();
  const save = useSaveCandidate();
  const [savedNow, setSavedNow] = useState(false);
  const isSaved = saved || savedNow;
  const onSave = () =>
    save.mutate(candidateId, {
      onSuccess: () => {
        setSavedNow(true);
        toast(t('save.savedToast', { name }));
      },
      onError: (error) => {
        if (!onSessionExpired(error)) toast(messageText(TALENT_MESSAGES.saveFailed), 'error');
      },
    });
  return (
    <button
      type="button"
      className={`button ${isSaved ? 'button-secondary' : 'button-primary'}`}
      onClick={onSave}
      disabled={isSaved || save.isPending}
      aria-label={isSaved ? t('save.savedName', { name }) : t('save.saveName', { name })}
    >
      {isSaved ? t('save.saved') : save.isPending ? t('save.saving') : t('save.save')}
    </button>
  );
}
