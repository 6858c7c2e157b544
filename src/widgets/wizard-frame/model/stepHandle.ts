/** What a wizard frame's save, next and submit buttons call on the step shown (001 §2.1, §2.2). */
export interface StepHandle {
  /**
   * advance=false: the step's save call (no validation of required fields);
   * advance=true: validate, then the step's next call.
   * Resolves true only when the server answered code 200.
   */
  save(advance: boolean): Promise<boolean>;
  /**
   * A step whose "back" keeps what was typed on the server first (the KYC file wizard's
   * steps 2 and 3, 001 §2.2: stagedManager, stagedEnterpriseContact), unchecked. Resolves
   * true when the draft is kept (or there was nothing to keep); absent: back keeps nothing.
   */
  stage?(): Promise<boolean>;
}
