import Box from '@mui/material/Box';

/** The 3 steps with the current one highlighted (a light stand-in for MUI's Stepper). */
export function StepIndicator({ steps, active }: { steps: string[]; active: number }) {
  return (
    <Box component="ol" sx={{ display: 'flex', listStyle: 'none', p: 0, m: 0, mb: 3 }}>
      {steps.map((label, index) => {
        const done = index < active;
        const current = index === active;
        return (
          <Box
            component="li"
            key={label}
            aria-current={current ? 'step' : undefined}
            sx={{ flex: 1, textAlign: 'center', position: 'relative', fontSize: { xs: 12, sm: 14 } }}
          >
            {index > 0 ? (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: 12,
                  right: 'calc(50% + 16px)',
                  left: 'calc(-50% + 16px)',
                  borderTop: 1,
                  borderColor: done || current ? 'primary.main' : 'divider',
                }}
              />
            ) : null}
            <Box
              sx={{
                mx: 'auto',
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
                fontWeight: 700,
                color: '#fff',
                bgcolor: done || current ? 'primary.main' : 'grey.400',
              }}
            >
              {done ? '✓' : index + 1}
            </Box>
            <Box sx={{ mt: 1, color: current ? 'text.primary' : 'text.secondary', fontWeight: current ? 600 : 400 }}>
              {label}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
