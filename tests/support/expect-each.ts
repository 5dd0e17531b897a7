import { expect } from 'vitest'

/** Checks the answer for each input, naming the input when one is wrong. */
export function expectEach<Input>(inputs: readonly Input[], answer: (input: Input) => unknown, expected: unknown) {
  for (const input of inputs) expect([input, answer(input)]).toEqual([input, expected])
}

/** The same for an answer that comes later, one input after the other. */
export async function expectEachLater<Input>(
  inputs: readonly Input[],
  answer: (input: Input) => Promise<unknown>,
  expected: unknown,
) {
  for (const input of inputs) expect([input, await answer(input)]).toEqual([input, expected])
}
