/** The 3 steps with the current one highlighted (a light stand-in for MUI's Stepper). */
export function StepIndicator({ steps, active }: { steps: string[]; active: number }) {
  return (
    <ol className="pb-steps">
      {steps.map((label, index) => {
        const done = index < active;
        const current = index === active;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className={done || current ? 'pb-step pb-step-reached' : 'pb-step'}
          >
            {index > 0 ? <div aria-hidden className="pb-step-line" /> : null}
            <div className="pb-step-dot">{done ? '✓' : index + 1}</div>
            <div className="pb-step-label">{label}</div>
          </li>
        );
      })}
    </ol>
  );
}
