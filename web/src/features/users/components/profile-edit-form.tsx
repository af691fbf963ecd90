import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LIMITS, PROFILE, profileUpdateSchema, type PublicUser } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { serverMessageOr, useFormError } from '../../../lib/form-errors';
import { SettingsForm } from '../../../components/settings-form';

const FIELDS = ['bio', 'company', 'website', 'location'] as const;
type EditableField = (typeof FIELDS)[number];

/** The server's own rules (profileUpdateSchema) for the four fields the form edits. */
const profileFormSchema = profileUpdateSchema
  .pick({ bio: true, company: true, website: true, location: true })
  .required();
type ProfileFormValues = Record<EditableField, string>;

/** SPEC §8: the server's message, else 'Failed to update profile'. */
export const profileUpdateErrorMessage = serverMessageOr(PROFILE.updateFailed);

/**
 * The owner's edit-profile form (SPEC §2, §5): bio, company, website (an http(s) URL) and location, validated
 * with the server's own schema. On success the profile reloads and `onSaved` runs.
 */
export function ProfileEditForm({
  user,
  onSaved,
  onCancel,
}: {
  user: Pick<PublicUser, EditableField>;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      bio: user.bio,
      company: user.company,
      website: user.website,
      location: user.location,
    },
  });
  const { formError, attempt } = useFormError(FIELDS, setError, profileUpdateErrorMessage);

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const updated = await updateProfile.mutateAsync({
        bio: values.bio,
        company: values.company,
        website: values.website,
        location: values.location,
      });
      reset({
        bio: updated.bio,
        company: updated.company,
        website: updated.website,
        location: updated.location,
      });
      notify.success(PROFILE.updated);
      onSaved?.();
    }),
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      formError={formError}
      aria-label="Edit profile"
      data-testid="profile-form"
    >
      <TextareaField
        label="Bio"
        rows={4}
        maxLength={LIMITS.bioMax}
        placeholder="What do you build on Salesforce?"
        error={errors.bio?.message}
        {...register('bio')}
      />
      <TextField
        label="Company"
        autoComplete="organization"
        maxLength={LIMITS.companyMax}
        error={errors.company?.message}
        {...register('company')}
      />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        maxLength={LIMITS.websiteMax}
        error={errors.website?.message}
        {...register('website')}
      />
      <TextField
        label="Location"
        autoComplete="address-level2"
        maxLength={LIMITS.locationMax}
        error={errors.location?.message}
        {...register('location')}
      />
      <div className="flex flex-wrap gap-3 pt-1">
        <SubmitButton isSubmitting={isSubmitting} busyLabel="Saving..." disabled={!isDirty && !onCancel}>
          Save profile
        </SubmitButton>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
      </div>
    </SettingsForm>
  );
}
