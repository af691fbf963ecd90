import { zodResolver } from '@hookform/resolvers/zod';
import { WandSparkles } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  PLATFORMS,
  SNIPPET_LIMITS,
  fileExtensionOf,
  languageOfFileName,
  categoriesFor,
  isCategoryOf,
  isLanguageOf,
  languagesFor,
  snippetInputSchema,
  type Platform,
  type SnippetData,
  type SnippetTemplate,
  NO_SCRIPT,
} from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { formatCode } from '../utils/format-code';
import { CodeEditor } from './code-editor';
import { TagInput } from './tag-input';
import { VisibilityField } from './visibility-field';
import { placeServerFieldErrors } from '../../../lib/form-errors';
import { filesOfForm, withFileErrors } from '../utils/snippet-form-files';
import { SnippetCodeChecks } from './snippet-code-checks';
import { SnippetFilesBar } from './snippet-files-bar';
import { TemplatePicker } from './template-picker';
import { contextOfBody, runsInKeptFor } from './snippet-context/context-values';
import { EMPTY, FIELDS, FIELD_ALIASES, filesWithCode, type SnippetFormValues } from './snippet-form-values';
import { SnippetContextFields } from './snippet-context/snippet-context-fields';
import { AppForm } from '../../../components/ui/app-form';
import { removeDraft } from './editor-safety/draft-storage';
import { EditorSafety } from './editor-safety/editor-safety';

export type { SnippetFormValues } from './snippet-form-values';

export interface SnippetFormProps {
  defaultValues?: Partial<SnippetFormValues>;
  submitLabel: string;
  submittingLabel: string;
  /** Saves; a thrown ApiError's field errors appear under their fields. */
  onSubmit: (data: SnippetData) => Promise<void>;
  /** Shown beside the submit button (cancel, delete). */
  actions?: ReactNode;
  disabled?: boolean;
  /** Asks what the edit changed, kept with the revision it makes (the edit form). */
  withRevisionNote?: boolean;
  /** The id of the snippet being edited: its placeholders stay marked (decision 046). Its draft is kept under it. */
  editingId?: string;
  /** Nothing left to keep (the snippet was deleted): leave without asking, and forget the draft. */
  isFinished?: boolean;
}

/**
 * The snippet form of Create and Edit (SPEC §5): validated with the shared snippetInputSchema, so the rules and
 * messages are the server's own.
 */
export function SnippetForm({
  defaultValues,
  submitLabel,
  submittingLabel,
  onSubmit,
  actions,
  disabled,
  withRevisionNote = false,
  editingId,
  isFinished = false,
}: SnippetFormProps) {
  // A snippet that had named files sends them all, even when only one is left.
  const hadFiles = Boolean(defaultValues?.fileName || defaultValues?.extraFiles?.length);
  // An edit of a snippet that had a context sends it all, so that emptying a list clears it.
  const hadContext = Boolean(defaultValues?.runsIn || defaultValues?.effects || defaultValues?.prerequisites);
  const codeLabelId = useId();
  const codeId = useId();
  const codeHintId = useId();
  const [initial] = useState<SnippetFormValues>(() => ({ ...EMPTY, ...defaultValues }));
  const [isSaved, setIsSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting, isSubmitted, isDirty },
  } = useForm<SnippetFormValues, unknown, SnippetData>({
    // The body the form sends is what the schema checks: its files built from the form's fields, no release when
    // none is stated.
    resolver: withFileErrors(
      zodResolver(snippetInputSchema) as unknown as Resolver<SnippetFormValues, unknown, SnippetData>,
      (values) => ({
        ...values,
        files: filesOfForm(values, hadFiles),
        verifiedOn: values.verifiedOn || undefined,
      }),
    ),
    defaultValues: initial,
  });
  const extraFiles = useFieldArray({ control, name: 'extraFiles' });
  const [active, setActive] = useState(0);
  const fileName = useWatch({ control, name: 'fileName' });
  const watchedFiles = useWatch({ control, name: 'extraFiles' });
  const platform = useWatch({ control, name: 'platform' });
  const codeLanguage = useWatch({ control, name: 'codeLanguage' });
  const visibility = useWatch({ control, name: 'visibility' });

  const submit = handleSubmit(async ({ revisionNote, visibility: chosen, allowedSecrets, ...data }) => {
    const { runsIn, effects, prerequisites, verifiedOn, ...fields } = data;
    try {
      // A note only where one is asked for and written, a visibility only when it is not the default or the snippet
      // had one, a context only when stated: a new public snippet's body stays SPEC §7's.
      await onSubmit({
        ...fields,
        ...(withRevisionNote && revisionNote && { revisionNote }),
        ...((chosen !== 'public' || defaultValues?.visibility) && { visibility: chosen }),
        ...(allowedSecrets?.length && { allowedSecrets }),
        ...contextOfBody({ runsIn, effects, prerequisites, verifiedOn }, hadContext),
      });
      // Saved: the draft goes (the page may already be another, which unmounted this form).
      removeDraft(editingId ?? 'new');
      setIsSaved(true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      placeServerFieldErrors(error, FIELDS, setError, FIELD_ALIASES);
    }
  });

  // The editor shows one file at a time: the first is `code` in `codeLanguage`, the others their own fields.
  const activeCode = active === 0 ? 'code' : (`extraFiles.${active - 1}.code` as const);
  const activeLanguage = active === 0 ? codeLanguage : (watchedFiles[active - 1]?.language ?? '');
  const activeCodeError = active === 0 ? errors.code : errors.extraFiles?.[active - 1]?.code;
  const names = [fileName, ...watchedFiles.map((file) => file.name)];

  /** A file named `Foo.cls` is Apex, `foo.js-meta.xml` XML…: its language follows its name when the platform has it. */
  const languageFromName =
    (target: 'codeLanguage' | `extraFiles.${number}.language`) => (event: { target: { value: string } }) => {
      const language = languageOfFileName(event.target.value);
      const current = getValues('platform');
      if (language && current && isLanguageOf(current, language)) setValue(target, language);
    };

  const addFile = () => {
    const language = getValues('codeLanguage') || languagesFor(platform || undefined)[0]!.value;
    if (!getValues('fileName')) setValue('fileName', `snippet.${fileExtensionOf(language)}`);
    extraFiles.append({ name: `file${names.length + 1}.${fileExtensionOf(language)}`, language, code: '' });
    setActive(names.length);
  };
  const removeFile = (index: number) => {
    extraFiles.remove(index - 1);
    setActive(0);
  };
  const applyTemplate = (template: SnippetTemplate) => {
    const [first, ...rest] = template.files(getValues('title'));
    // The platform first, rendered at once: its categories and languages must be options before they are chosen.
    flushSync(() => setValue('platform', template.platform));
    setValue('runsIn', runsInKeptFor(template.platform, getValues('runsIn')));
    setValue('category', template.category);
    setValue('codeLanguage', first!.language);
    setValue('fileName', first!.name);
    setValue('code', first!.code, { shouldDirty: true });
    extraFiles.replace(rest);
    setActive(0);
  };

  const [isFormatting, setIsFormatting] = useState(false);
  const formatTheCode = async () => {
    setIsFormatting(true);
    try {
      const code = getValues(activeCode);
      const formatted = await formatCode(code, activeLanguage);
      // Typing while Prettier loaded wins over the formatted older text.
      if (getValues(activeCode) === code)
        setValue(activeCode, formatted, { shouldDirty: true, shouldValidate: isSubmitted });
    } finally {
      setIsFormatting(false);
    }
  };

  const platformField = register('platform', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as Platform | '';
      // A category or language the new platform does not offer is cleared.
      if (!next || !isCategoryOf(next, getValues('category'))) setValue('category', '');
      if (next && getValues('codeLanguage') && !isLanguageOf(next, getValues('codeLanguage')))
        setValue('codeLanguage', '');
      // So are the places code of the old platform runs.
      setValue('runsIn', runsInKeptFor(next, getValues('runsIn')));
    },
  });

  return (
    <AppForm
      noscript={NO_SCRIPT.snippet}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Snippet"
      className="space-y-6"
      data-testid="snippet-form"
    >
      <EditorSafety
        draftKey={editingId ?? 'new'}
        initial={initial}
        watch={watch}
        reset={reset}
        isDirty={isDirty}
        isSubmitting={isSubmitting}
        isSaved={isSaved}
        isFinished={isFinished}
        onRestored={() => setActive(0)}
      />
      <TemplatePicker onPick={applyTemplate} filesWithCode={() => filesWithCode(getValues())} />

      <TextField label="Title" error={errors.title?.message} autoComplete="off" {...register('title')} />

      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField label="Platform" error={errors.platform?.message} {...platformField}>
          <option value="">Select a platform</option>
          {PLATFORMS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Category"
          error={errors.category?.message}
          disabled={!platform}
          hint={platform ? undefined : 'Choose a platform first.'}
          {...register('category')}
        >
          <option value="">Select a category</option>
          {platform &&
            categoriesFor(platform).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
        </SelectField>
        <SelectField label="Language" error={errors.codeLanguage?.message} {...register('codeLanguage')}>
          <option value="">Select a language</option>
          {languagesFor(platform || undefined).map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </SelectField>
      </div>

      <TextareaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        hint="What it does, when to use it, anything to watch out for."
        {...register('description')}
      />

      <div className="space-y-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label id={codeLabelId} htmlFor={codeId} className="block text-sm font-medium text-slate-800">
            Code
          </label>
          <Button
            variant="ghost"
            size="sm"
            data-testid="format-code"
            disabled={isFormatting}
            onClick={() => void formatTheCode()}
          >
            <WandSparkles aria-hidden="true" className="size-4" />
            Format Code
          </Button>
        </div>
        <SnippetFilesBar
          names={names}
          active={active}
          onSelect={setActive}
          onAdd={addFile}
          onRemove={removeFile}
          error={errors.extraFiles?.root?.message ?? errors.extraFiles?.message}
        />
        {names.length > 1 && (
          <div className="grid gap-3 sm:grid-cols-2" data-testid="active-file">
            {active === 0 ? (
              <TextField
                key="first"
                label="File name"
                autoComplete="off"
                error={errors.fileName?.message}
                {...register('fileName', { onChange: languageFromName('codeLanguage') })}
              />
            ) : (
              <>
                <TextField
                  key={`name-${active}`}
                  label="File name"
                  autoComplete="off"
                  error={errors.extraFiles?.[active - 1]?.name?.message}
                  {...register(`extraFiles.${active - 1}.name`, {
                    onChange: languageFromName(`extraFiles.${active - 1}.language`),
                  })}
                />
                <SelectField
                  key={`language-${active}`}
                  label="File language"
                  error={errors.extraFiles?.[active - 1]?.language?.message}
                  {...register(`extraFiles.${active - 1}.language`)}
                >
                  {languagesFor(platform || undefined).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.name}
                    </option>
                  ))}
                </SelectField>
              </>
            )}
          </div>
        )}
        <Controller
          key={activeCode}
          control={control}
          name={activeCode}
          render={({ field }) => (
            <CodeEditor
              id={codeId}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              language={activeLanguage}
              fileName={names[active]}
              labelledBy={codeLabelId}
              describedBy={`${activeCodeError ? `${codeId}-error ` : ''}${codeHintId}`}
              invalid={!!activeCodeError}
            />
          )}
        />
        {activeCodeError && (
          <p id={`${codeId}-error`} className="text-sm text-red-700">
            {activeCodeError.message}
          </p>
        )}
        <p id={codeHintId} className="text-sm text-slate-600">
          Tab indents; press Escape, then Tab, to leave the editor. Format Code tidies the indentation, and
          lays out JavaScript, HTML and CSS with Prettier.
        </p>
      </div>

      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagInput
            value={field.value}
            onChange={field.onChange}
            error={errors.tags?.message ?? errors.tags?.find?.((item) => item?.message)?.message}
          />
        )}
      />

      <SnippetContextFields control={control} register={register} setValue={setValue} getValues={getValues} />

      <VisibilityField field={register('visibility')} value={visibility} error={errors.visibility?.message} />

      {withRevisionNote && (
        <TextField
          label="What changed (optional)"
          hint="One line, kept with this revision in the snippet's history."
          maxLength={SNIPPET_LIMITS.revisionNoteMax}
          autoComplete="off"
          error={errors.revisionNote?.message}
          data-testid="revision-note"
          {...register('revisionNote')}
        />
      )}

      <SnippetCodeChecks control={control} setValue={setValue} getValues={getValues} editingId={editingId} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
        {actions}
        <Button type="submit" size="lg" disabled={isSubmitting || disabled} data-testid="submit-snippet">
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </AppForm>
  );
}
