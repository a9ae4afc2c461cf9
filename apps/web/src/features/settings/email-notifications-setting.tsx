import { NOTIFICATION_MESSAGES, type NotificationSettings } from '@kweli/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../api/client.ts';
import { useToast } from '../../components/toast.tsx';
import { messageText } from '../../i18n/messages/index.ts';

const SETTINGS_KEY = ['notification-settings'] as const;

/**
 * The e-mail preference of /settings: whether notifications also come by e-mail (on by default; every
 * notification e-mail links here to turn them off).
 */
export function EmailNotificationsSetting() {
  const id = useId();
  const client = useQueryClient();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api<NotificationSettings>('/notifications/settings/'),
    retry: false,
  });

  const change = async (on: boolean) => {
    setSaving(true);
    try {
      const saved = await api<NotificationSettings>('/notifications/settings/', {
        method: 'PUT',
        body: { email_notifications: on },
      });
      client.setQueryData(SETTINGS_KEY, saved);
      toast(messageText(NOTIFICATION_MESSAGES.settingSaved));
    } catch {
      toast(messageText(NOTIFICATION_MESSAGES.settingFailed), 'error');
    } finally {
      setSaving(false);
    }
  };

  if (!settings.data) return null;
  return (
    <div className="setting">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={settings.data.email_notifications}
          disabled={saving}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor={id}>{messageText(NOTIFICATION_MESSAGES.emailSetting)}</label>
      </div>
      <p id={`${id}-hint`} className="muted">
        {messageText(NOTIFICATION_MESSAGES.emailSettingHint)}
      </p>
    </div>
  );
}
