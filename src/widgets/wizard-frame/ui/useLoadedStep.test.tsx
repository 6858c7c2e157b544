import { createRef, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { describe, expect, it, rstest } from '@rstest/core';
import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/support/render';
import type { StepHandle } from '../model/stepHandle';
import { useLoadedStep, type StepQuery } from './useLoadedStep';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

type Query = StepQuery<string | null>;
const reading = (over: Partial<Query> = {}): Query => ({ data: undefined, isError: false, isFetching: true, isLoading: true, refetch: rstest.fn(), ...over });
const read = (data: string | null): Query => ({ data, isError: false, isFetching: false, isLoading: false, refetch: rstest.fn() });

/** A step's form: shows what it was given, answers save with `save` and keeps its draft with `stage` (false: the server refused). */
function Form({ data, save, ref }: { data: string | null; save: (advance: boolean) => Promise<boolean>; ref: Ref<StepHandle> }) {
  useImperativeHandle(ref, () => ({ save, stage: async () => data !== 'refused' }), [save, data]);
  return <p>form on {String(data)}</p>;
}

/** A step whose read the test moves on with `next(query)`. */
async function renderStep(first: Query, save = rstest.fn(async (advance: boolean) => advance)) {
  const handle = createRef<StepHandle>();
  let next: (query: Query) => void = () => undefined;
  function Step() {
    const [query, setQuery] = useState(first);
    useEffect(() => {
      next = setQuery;
    }, []);
    const { placeholder, data, formRef } = useLoadedStep(query, handle, { loading: 'Loading the things', error: 'The things could not be loaded' });
    if (placeholder) return placeholder;
    return <Form data={data} save={save} ref={formRef} />;
  }
  await renderApp(<Step />);
  return { handle, save, next: (query: Query) => act(() => next(query)) };
}

describe('useLoadedStep (001 §2.1)', () => {
  it('spins under the loading label until the read ends, then shows the form; save goes to the form, and answers false before it', async () => {
    const { handle, save, next } = await renderStep(reading());
    expect(screen.getByLabelText('Loading the things')).toBeTruthy();
    await expect(handle.current!.save(true)).resolves.toBe(false);
    // Back before the form shows: nothing was typed, so there is nothing to keep (001 §2.2).
    await expect(handle.current!.stage!()).resolves.toBe(true);

    next(read('saved'));
    expect(await screen.findByText('form on saved')).toBeTruthy();
    expect(screen.queryByLabelText('Loading the things')).toBeNull();
    await expect(handle.current!.save(true)).resolves.toBe(true);
    await expect(handle.current!.save(false)).resolves.toBe(false);
    expect(save.mock.calls).toEqual([[true], [false]]);
  });

  it("back's draft goes to the form's stage, and its refusal comes back (001 §2.2)", async () => {
    const { handle } = await renderStep(read('refused'));
    expect(await screen.findByText('form on refused')).toBeTruthy();
    await expect(handle.current!.stage!()).resolves.toBe(false);
  });

  it('waits for a refetch of cached data running on arrival, and keeps the form through later refetches', async () => {
    const { next } = await renderStep(reading({ data: 'cached', isLoading: false }));
    expect(screen.getByLabelText('Loading the things')).toBeTruthy();
    next(read('fresh'));
    expect(await screen.findByText('form on fresh')).toBeTruthy();
    next({ ...read('fresh'), isFetching: true });
    expect(screen.getByText('form on fresh')).toBeTruthy();
  });

  it('hands nothing saved yet (null) to the form as it is', async () => {
    await renderStep(read(null));
    expect(await screen.findByText('form on null')).toBeTruthy();
  });

  it.each<[string, Query]>([
    ['a failed read', { ...read(null), data: undefined, isError: true }],
    ['a read that settled without data', { ...read(null), data: undefined }],
  ])('%s: the error title with Retry, which reads again', async (_, query) => {
    const { handle } = await renderStep(query);
    expect(await screen.findByText('The things could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
    await expect(handle.current!.save(false)).resolves.toBe(false);
  });
});
