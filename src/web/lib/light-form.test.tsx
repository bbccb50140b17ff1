import { act, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors } from './form-errors.ts';
import { ApiError } from './api-client.ts';
import { useLightForm } from './light-form.ts';
import { notify } from './notify.ts';
import { mount } from './test-root.tsx';

type Form = ReturnType<typeof useProfileForm>;
const useProfileForm = () =>
  useLightForm(
    { name: 'Ada', city: 'Ibadan' },
    { name: (v) => (v.trim() ? null : 'Your name is required') },
  );

/** Renders a form on the hook and hands back the hook's latest state and the container. */
function renderForm(onSave: (values: { name: string; city: string }) => void) {
  const latest: { form: Form | null } = { form: null };
  function Profile({ expose }: { expose: (form: Form) => void }) {
    const form = useProfileForm();
    useEffect(() => {
      expose(form);
    });
    return (
      <form onSubmit={form.onSubmit(onSave)}>
        <input aria-label="Name" {...form.text('name')} />
        {form.errors.name && <p role="alert">{form.errors.name}</p>}
        <button type="submit">Save</button>
      </form>
    );
  }
  const { container } = mount(<Profile expose={(form) => (latest.form = form)} />);
  return { current: () => latest.form!, container };
}

const submit = (container: HTMLElement) => act(() => container.querySelector('button')!.click());

describe('the small form state of first-screen forms', () => {
  it('checks on submit, shows the message and sends nothing until the field is fixed', () => {
    const onSave = vi.fn();
    const { current, container } = renderForm(onSave);
    expect(current().isDirty()).toBe(false);

    act(() => current().setFieldValue('name', '  '));
    expect(current().isDirty('name')).toBe(true);
    expect(current().isDirty('city')).toBe(false);
    submit(container);
    expect(onSave).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Your name is required');

    // Editing the field clears its message; the next submit sends the values.
    act(() => current().setFieldValue('name', 'Adaeze'));
    expect(current().errors.name).toBeUndefined();
    submit(container);
    expect(onSave).toHaveBeenCalledWith({ name: 'Adaeze', city: 'Ibadan' });
  });

  it('counts saved values as unchanged, and validates only the fields asked for', () => {
    const { current } = renderForm(() => {});
    act(() => current().setFieldValue('name', ''));
    let passed = true;
    act(() => {
      passed = current().validate(['city']);
    });
    expect(passed).toBe(true);
    act(() => {
      passed = current().validate();
    });
    expect(passed).toBe(false);

    act(() => current().resetDirty({ name: 'Ada Obi', city: 'Ibadan' }));
    expect(current().values.name).toBe('Ada Obi');
    expect(current().isDirty()).toBe(false);
  });

  it("puts the server's per-field messages on the fields and returns them", () => {
    const { current, container } = renderForm(() => {});
    let fields: Record<string, string> | null = null;
    act(() => {
      fields = applyFieldErrors(
        current(),
        new ApiError(409, 'CONFLICT', { name: 'That name is taken' }),
      );
    });
    expect(fields).toEqual({ name: 'That name is taken' });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('That name is taken');
    expect(applyFieldErrors(current(), new Error('offline'))).toBeNull();
  });

  it('shows a message for something the form has no field for as a toast, once', () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const { current, container } = renderForm(() => {});
    act(() => {
      applyFieldErrors(
        current(),
        new ApiError(400, 'VALIDATION_ERROR', {
          name: 'Use letters only',
          logoUrl: 'Upload the logo again',
        }),
      );
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Use letters only');
    expect(toast).toHaveBeenCalledExactlyOnceWith({ logoUrl: 'Upload the logo again' });

    // Already shown by the request's own toast: not a second time.
    toast.mockClear();
    const shown = new ApiError(409, 'CONFLICT', { code: 'This code is not right' });
    shown.toasted = true;
    act(() => {
      applyFieldErrors(current(), shown);
    });
    expect(toast).not.toHaveBeenCalled();
    toast.mockRestore();
  });
});
