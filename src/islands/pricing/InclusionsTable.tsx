import type { Inclusion } from '@/contracts/catalogue';

function Mark({ included }: { included: boolean }) {
  return included ? (
    <>
      <span className="inclusions__tick" aria-hidden="true">
        ✓
      </span>
      <span className="visually-hidden">Included</span>
    </>
  ) : (
    <>
      <span className="inclusions__cross" aria-hidden="true">
        ✕
      </span>
      <span className="inclusions__none">Not included</span>
    </>
  );
}

/** The 18 checks with a tick per plan; Basic leaves out the ones marked in_essential false. */
export default function InclusionsTable({ inclusions }: { inclusions: Inclusion[] }) {
  return (
    <section className="choice-section" aria-labelledby="inclusions-heading">
      <h3 id="inclusions-heading">What's included</h3>
      <div className="inclusions card">
        <table>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Basic</th>
              <th scope="col">Advanced</th>
            </tr>
          </thead>
          <tbody>
            {inclusions.map((item) => (
              <tr key={item.id} className={item.in_essential ? undefined : 'inclusions__extra'}>
                <th scope="row">{item.name}</th>
                <td>
                  <Mark included={item.in_essential} />
                </td>
                <td>
                  <Mark included />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
