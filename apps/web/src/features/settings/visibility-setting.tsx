import { ACCOUNT_MESSAGES, type CandidateProfile, NOTIFICATION_MESSAGES } from '@kweli/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../api/client.ts';
import { useToast } from '../../components/toast.tsx';
import { messageText } from '../../i18n/messages/index.ts';

/** The candidate profile's query key, shared with the profile pages so both show the same switch. */
const PROFILE_KEY = ['candidate', 'profile'] as const;

/**
 * Visibility to employers (issue 23 item 1, candidates): the profile's `visible_to_employers`, changed
 * with `PATCH /candidate-profile/`.
 */
export function VisibilitySetting() {
  const id = useId();
  const client = useQueryClient();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const profile = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => api<CandidateProfile>('/candidate-profile/'),
  });

  const change = async (visible: boolean) => {
    setSaving(true);
    try {
      const saved = await api<CandidateProfile>('/candidate-profile/', {
        method: 'PATCH',
        body: { visible_to_employers: visible },
      });
      client.setQueryData(PROFILE_KEY, saved);
      toast(messageText(NOTIFICATION_MESSAGES.settingSaved));
    } catch {
      toast(messageText(ACCOUNT_MESSAGES.failed), 'error');
    } finally {
      setSaving(false);
    }
  };

  if (!profile.data) return null;
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messageText(ACCOUNT_MESSAGES.visibilityTitle)}</h2>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={profile.data.visible_to_employers}
          disabled={saving}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor={id}>{messageText(ACCOUNT_MESSAGES.visibilityLabel)}</label>
      </div>
      <p id={`${id}-hint`} className="muted">
        {messageText(ACCOUNT_MESSAGES.visibilityHint)}
      </p>
    </section>
  );
}
